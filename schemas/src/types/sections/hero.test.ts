import type { ConditionalPropertyCallbackContext, ValidationContext } from 'sanity';
import { describe, expect, it } from 'vitest';

import { fixedRoutes } from '../../routes';
import { heroHeadingRule, heroSection, homeHeroesRule, isHomePage } from './hero';

type Field = { name: string; hidden?: boolean | ((context: ConditionalPropertyCallbackContext) => boolean) };
const fields = heroSection.fields as unknown as Field[];
const field = (name: string) => fields.find((candidate) => candidate.name === name)!;

const home = { _id: 'page-home-en', _type: 'page', language: 'en', slug: { current: fixedRoutes.home.page } };
const about = { _id: 'page-about-en', _type: 'page', language: 'en', slug: { current: 'about' } };

const hiddenIn = (name: string, document: object) => {
  const { hidden } = field(name);
  if (typeof hidden !== 'function') return Boolean(hidden);
  return hidden({ document, parent: {}, value: undefined, currentUser: null } as ConditionalPropertyCallbackContext);
};
const validate = (value: string | undefined, document: object) =>
  heroHeadingRule(value, { document } as unknown as ValidationContext);

// The home page's hero shows the owner from the site settings and only the hero's text from the page
// (web/src/app/[locale]/page.tsx): a heading, eyebrow, image, actions or availability switch there would do nothing.
describe('the hero section', () => {
  it('knows the home page by its slug', () => {
    expect(isHomePage(home)).toBe(true);
    expect(isHomePage(about)).toBe(false);
    expect(isHomePage(undefined)).toBe(false);
  });

  it.each(['heading', 'eyebrow', 'image', 'actions', 'showAvailability'])('hides %s on the home page only', (name) => {
    expect(hiddenIn(name, home)).toBe(true);
    expect(hiddenIn(name, about)).toBe(false);
  });

  it('keeps the text on every page, and says where the rest of the home hero comes from', () => {
    expect(hiddenIn('text', home)).toBe(false);
    expect((field('text') as { description?: string }).description).toMatch(/site settings/);
  });

  it('requires no heading on the home page, and a clean one everywhere else', async () => {
    expect(await validate(undefined, home)).toBe(true);
    expect(await validate(undefined, about)).toBe('Required');
    expect(await validate('  ', about)).toBe('Required');
    expect(await validate(' Hello', about)).toBe('Remove leading or trailing spaces');
    expect(await validate('x'.repeat(121), about)).toBe('At most 120 characters');
    expect(await validate('Hello', about)).toBe(true);
  });

  it('warns of a second hero on the home page, which the site leaves out', async () => {
    const hero = { _type: 'heroSection', _key: 'a' };
    const faq = { _type: 'faqSection', _key: 'f' };
    const context = (document: object) => ({ document }) as unknown as ValidationContext;
    expect(await homeHeroesRule([hero, faq, { ...hero, _key: 'b' }], context(home))).toMatch(/only its first hero/);
    expect(await homeHeroesRule([hero, faq], context(home))).toBe(true);
    expect(await homeHeroesRule([hero, { ...hero, _key: 'b' }], context(about))).toBe(true);
  });
});
