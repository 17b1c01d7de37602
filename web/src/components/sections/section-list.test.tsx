import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { SectionList } from './registry';
import type { Section, SectionLabels } from './types';

const SHA = 'b'.repeat(40);

vi.mock('@/i18n/navigation', () => ({
  Link: ({ href, children, className }: { href: string; children: React.ReactNode; className?: string }) => (
    <a href={href} className={className}>
      {children}
    </a>
  ),
}));

const labels: SectionLabels = {
  richText: { newTab: 'opens in a new tab', callout: { note: 'Note', tip: 'Tip', warning: 'Warning' } },
  newTab: 'opens in a new tab',
  available: 'Available',
  unavailable: 'Unavailable',
  bookMeeting: 'Book a call',
  present: 'Present',
  period: (start, end) => `${start} – ${end}`,
  since: (date) => `Since ${date}`,
};

const text = (key: string, value: string) => ({
  _type: 'block' as const,
  _key: key,
  style: 'normal' as const,
  markDefs: [],
  children: [{ _type: 'span' as const, _key: `${key}s`, text: value, marks: [] }],
});

const hero = {
  _key: 'h',
  _type: 'heroSection',
  eyebrow: 'Hello',
  heading: 'I design calm software',
  text: 'Lead',
  image: null,
  actions: [{ _key: 'a', label: 'Contact', href: '/en/contact' }],
  showAvailability: true,
} satisfies Section;

const render = (sections: Section[], heroAsTitle = false) =>
  renderToStaticMarkup(
    <SectionList
      sections={sections}
      locale="en"
      labels={labels}
      availability={{ available: true, meetingLink: 'https://cal.example/me' }}
      heroAsTitle={heroAsTitle}
      column="wide"
    />,
  );

describe('SectionList', () => {
  it('renders nothing for an empty body', () => {
    expect(render([])).toBe('');
  });

  it('makes a leading hero the page title only when asked', () => {
    expect(render([hero], true)).toMatch(/<h1 id="section-h"[^>]*>I design calm software<\/h1>/);
    expect(render([hero])).toMatch(/<h2 id="section-h"/);
  });

  it('shows availability and the meeting link (in a new tab) on a hero that asks for them', () => {
    const html = render([hero]);
    expect(html).toContain('Available');
    expect(html).toMatch(/href="https:\/\/cal.example\/me"[^>]*target="_blank" rel="noopener noreferrer"/);
    expect(html).toContain('Book a call');
  });

  it('renders an FAQ as native disclosures, one per question', () => {
    const html = render([
      {
        _key: 'f',
        _type: 'faqSection',
        heading: 'Questions',
        intro: null,
        categories: [
          {
            _key: 'c1',
            title: 'Work',
            questions: [{ _key: 'q1', question: 'Rates?', answer: [text('a1', 'Per project.')] }],
          },
          {
            _key: 'c2',
            title: 'Process',
            questions: [{ _key: 'q2', question: 'How long?', answer: [text('a2', 'Weeks.')] }],
          },
        ],
      },
    ]);
    expect(html.match(/<details/g)).toHaveLength(2);
    expect(html).toMatch(/<summary[^>]*><span>Rates\?<\/span>/);
    expect(html).toMatch(/<h3[^>]*>Work<\/h3>/);
  });

  it('renders the experiences timeline in the order it is given, with the current role running to "present"', () => {
    // Newest first is the query's order (`order(start desc)`, tested in schemas/src/queries/pages.test.ts);
    // the component keeps the order it gets, so an oldest-first list stays oldest first here.
    const html = render([
      {
        _key: 'e',
        _type: 'experiencesSection',
        heading: 'Experience',
        items: [
          {
            _key: 'x2',
            title: 'Designer',
            company: 'Agency',
            url: null,
            location: 'Porto',
            start: '2019-01-01',
            end: '2022-02-01',
            description: null,
          },
          {
            _key: 'x1',
            title: 'Lead designer',
            company: 'Studio',
            url: 'https://studio.example',
            location: null,
            start: '2022-03-01',
            end: null,
            description: 'Leads design.',
          },
        ],
      },
    ]);
    expect(html).toContain('Mar 2022 – Present');
    expect(html).toContain('Jan 2019 – Feb 2022');
    const roles = html
      .split('<li')
      .slice(1)
      .map((item) => [/<h3[^>]*>([^<]+)<\/h3>/.exec(item)?.[1], /data-current="(\w+)"/.exec(item)?.[1]]);
    expect(roles).toEqual([
      ['Designer', 'false'],
      ['Lead designer', 'true'],
    ]);
  });

  it('renders a guardian with the date they joined', () => {
    const html = render([
      {
        _key: 'p',
        _type: 'peopleSection',
        heading: 'Guardians',
        intro: null,
        kind: 'guardian',
        people: [
          {
            _id: 'g1',
            _type: 'guardian',
            locale: 'en',
            name: 'Marta',
            url: null,
            text: 'Reads every draft.',
            since: '2021-06-15',
            image: {
              url: `/dataset-images/${SHA}-200x200.png`,
              width: 200,
              height: 200,
              alt: 'Marta',
              hotspot: null,
              crop: null,
            },
          },
        ],
      },
    ]);
    expect(html).toMatch(/<time dateTime="2021-06-15">Since Jun 2021<\/time>/i);
    // A guardian's avatar is a 56 px box: the 56 px file, and the 112 px one for 2x screens.
    expect(html).toContain('width="56" height="56"');
    expect(html).toContain(`/dataset-images/${SHA}-200x200.png/0-0-200-200_112x112.webp 2x`);
  });
});
