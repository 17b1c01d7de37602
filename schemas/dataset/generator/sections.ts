/** Page sections from the section specs in `content/pages.ts`. */
import type { LinkSpec, Locale, SectionSpec } from './content/types';
import { framed, imageField } from './images';
import { key } from './keys';
import { portableText } from './portable-text';

type SectionOf<T extends SectionSpec['type']> = Extract<SectionSpec, { type: T }>;

const link = (value: LinkSpec) => ({ _type: 'link', label: value.label, href: value.href });
const optional = (name: string, value: unknown) => (value === undefined ? {} : { [name]: value });

/** One builder per section type, given the section's key seed: a type without one fails the type check. */
const sections = {
  hero: (spec, seed) => ({
    _type: 'heroSection',
    ...optional('eyebrow', spec.eyebrow),
    heading: spec.heading,
    ...optional('text', spec.text),
    actions: (spec.actions ?? []).map((action, index) => ({ _key: key(`${seed}:action:${index}`), ...link(action) })),
    showAvailability: spec.showAvailability ?? false,
  }),
  richText: (spec, seed) => ({
    _type: 'richTextSection',
    ...optional('heading', spec.heading),
    body: portableText(spec.body, `${seed}:body`),
  }),
  cards: (spec, seed) => ({
    _type: 'cardGridSection',
    heading: spec.heading,
    ...optional('intro', spec.intro),
    columns: spec.columns,
    cards: spec.cards.map((card, index) => ({
      _key: key(`${seed}:card:${index}`),
      _type: 'card',
      title: card.title,
      text: card.text,
      ...(card.link ? { link: link(card.link) } : {}),
    })),
  }),
  faq: (spec, seed) => ({
    _type: 'faqSection',
    heading: spec.heading,
    ...optional('intro', spec.intro),
    categories: spec.categories.map((category, categoryIndex) => ({
      _key: key(`${seed}:category:${categoryIndex}`),
      _type: 'faqCategory',
      title: category.title,
      questions: category.questions.map((item, questionIndex) => ({
        _key: key(`${seed}:category:${categoryIndex}:${questionIndex}`),
        _type: 'faqItem',
        question: item.question,
        answer: portableText(item.answer, `${seed}:answer:${categoryIndex}:${questionIndex}`),
      })),
    })),
  }),
  experiences: (spec, seed) => ({
    _type: 'experiencesSection',
    heading: spec.heading,
    items: spec.items.map((item, index) => ({ _key: key(`${seed}:item:${index}`), _type: 'experience', ...item })),
  }),
  stack: (spec, seed) => ({
    _type: 'stackSection',
    heading: spec.heading,
    ...optional('intro', spec.intro),
    items: spec.items.map((item, index) => ({ _key: key(`${seed}:tool:${index}`), _type: 'tool', ...item })),
  }),
  people: (spec, seed, locale) => ({
    _type: 'peopleSection',
    heading: spec.heading,
    ...optional('intro', spec.intro),
    kind: spec.kind,
    // The people shown are the partner or guardian documents in the page's own language.
    items: (spec.items ?? []).map((id, index) => ({
      _key: key(`${seed}:ref:${index}`),
      _type: 'reference',
      _ref: `${spec.kind}-${id}-${locale}`,
    })),
  }),
  cta: (spec) => ({
    _type: 'callToActionSection',
    heading: spec.heading,
    ...optional('text', spec.text),
    primary: link(spec.primary),
    ...(spec.secondary ? { secondary: link(spec.secondary) } : {}),
  }),
  image: (spec) => ({
    _type: 'imageSection',
    image: imageField(spec.image, {
      alt: spec.alt,
      ...(spec.caption ? { caption: spec.caption } : {}),
      ...framed(spec.framing),
    }),
    layout: spec.layout,
  }),
} satisfies { [T in SectionSpec['type']]: (spec: SectionOf<T>, seed: string, locale: Locale) => object };

/** A section of a page in `locale`; `seed` makes its key and the keys inside it. */
export function section(spec: SectionSpec, seed: string, locale: Locale): object {
  // TypeScript cannot pair a member of the union with its builder, so the lookup is widened.
  const build = sections[spec.type] as (spec: SectionSpec, seed: string, locale: Locale) => object;
  return { _key: key(seed), ...build(spec, seed, locale) };
}
