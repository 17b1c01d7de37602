import { defineArrayMember, defineField, defineType, type ConditionalProperty, type CustomValidator } from 'sanity';

import { fixedRoutes } from '../../routes';
import { imageField } from '../helpers';

/** True for the home page document: its hero shows the owner from the site settings (web/src/components/home/hero.tsx). */
export function isHomePage(document: unknown): boolean {
  const slug = (document as { slug?: { current?: unknown } } | null | undefined)?.slug?.current;
  return slug === fixedRoutes.home.page;
}

/**
 * On the home page the hero shows the owner's name, job title, picture,
 * availability and contact actions from the site settings, and only the hero's
 * text from the page: every other field of it would do nothing there, so it is hidden.
 */
const hiddenOnHome: ConditionalProperty = ({ document }) => isHomePage(document);

/** The heading is required, trimmed and at most 120 characters, except on the home page, where it is hidden and unused. */
export const heroHeadingRule: CustomValidator<string | undefined> = (value, context) => {
  if (isHomePage(context.document)) return true;
  if (value === undefined || value.trim() === '') return 'Required';
  if (value.length > 120) return 'At most 120 characters';
  return value.trim() === value ? true : 'Remove leading or trailing spaces';
};

/** A warning on a page's sections: the home page uses its first hero's text and leaves out any other hero. */
export const homeHeroesRule: CustomValidator<unknown[] | undefined> = (body, context) =>
  isHomePage(context.document) &&
  (body ?? []).filter((section) => (section as { _type?: unknown } | null)?._type === 'heroSection').length > 1
    ? "The home page shows only its first hero's text; the site leaves out the other heroes"
    : true;

/** The opening of a page: headline, a short paragraph, up to two actions, optionally the availability badge. */
export const heroSection = defineType({
  name: 'heroSection',
  title: 'Hero',
  type: 'object',
  fields: [
    defineField({
      name: 'eyebrow',
      title: 'Eyebrow',
      type: 'string',
      hidden: hiddenOnHome,
      validation: (rule) => rule.max(60),
    }),
    defineField({
      name: 'heading',
      title: 'Heading',
      type: 'string',
      hidden: hiddenOnHome,
      validation: (rule) => rule.custom(heroHeadingRule),
    }),
    defineField({
      name: 'text',
      title: 'Text',
      description:
        "On the home page, the introduction under your name and job title; the rest of the home page's hero (name, job, picture, availability, contact and meeting links) comes from the site settings.",
      type: 'text',
      rows: 3,
      validation: (rule) => rule.max(400),
    }),
    { ...imageField('image', 'Image', { required: false }), hidden: hiddenOnHome },
    defineField({
      name: 'actions',
      title: 'Actions',
      type: 'array',
      of: [defineArrayMember({ type: 'link' })],
      hidden: hiddenOnHome,
      validation: (rule) => rule.max(2),
    }),
    defineField({
      name: 'showAvailability',
      title: 'Show availability',
      description: 'Shows the "available for work" badge and the meeting link from the site settings.',
      type: 'boolean',
      initialValue: false,
      hidden: hiddenOnHome,
    }),
  ],
  preview: {
    select: { heading: 'heading', text: 'text', media: 'image' },
    prepare: ({ heading, text, media }) => ({ title: heading || text || 'Hero', subtitle: 'Hero', media }),
  },
});
