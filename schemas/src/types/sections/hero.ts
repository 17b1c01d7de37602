import { defineArrayMember, defineField, defineType } from 'sanity';

import { imageField, requiredText } from '../helpers';

/** The opening of a page: headline, a short paragraph, up to two actions, optionally the availability badge. */
export const heroSection = defineType({
  name: 'heroSection',
  title: 'Hero',
  type: 'object',
  fields: [
    defineField({ name: 'eyebrow', title: 'Eyebrow', type: 'string', validation: (rule) => rule.max(60) }),
    defineField({ name: 'heading', title: 'Heading', type: 'string', validation: requiredText(120) }),
    defineField({ name: 'text', title: 'Text', type: 'text', rows: 3, validation: (rule) => rule.max(400) }),
    imageField('image', 'Image', { required: false }),
    defineField({
      name: 'actions',
      title: 'Actions',
      type: 'array',
      of: [defineArrayMember({ type: 'link' })],
      validation: (rule) => rule.max(2),
    }),
    defineField({
      name: 'showAvailability',
      title: 'Show availability',
      description: 'Shows the "available for work" badge and the meeting link from the site settings.',
      type: 'boolean',
      initialValue: false,
    }),
  ],
  preview: {
    select: { title: 'heading', media: 'image' },
    prepare: ({ title, media }) => ({ title, subtitle: 'Hero', media }),
  },
});
