import { defineArrayMember, defineField, defineType } from 'sanity';

import { imageField, requiredText } from '../helpers';

/** Free text with headings, lists and links. */
export const richTextSection = defineType({
  name: 'richTextSection',
  title: 'Rich text',
  type: 'object',
  fields: [
    defineField({ name: 'heading', title: 'Heading', type: 'string', validation: (rule) => rule.max(120) }),
    defineField({ name: 'body', title: 'Text', type: 'blockContent', validation: (rule) => rule.required().min(1) }),
  ],
  preview: {
    select: { title: 'heading', body: 'body' },
    prepare: ({ title, body }) => ({
      title: title || (Array.isArray(body) ? `${body.length} paragraph${body.length === 1 ? '' : 's'}` : 'Text'),
      subtitle: 'Rich text',
    }),
  },
});

const card = defineArrayMember({
  name: 'card',
  title: 'Card',
  type: 'object',
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', validation: requiredText(80) }),
    defineField({ name: 'text', title: 'Text', type: 'text', rows: 3, validation: (rule) => rule.required().max(300) }),
    imageField('image', 'Image', { required: false }),
    defineField({ name: 'link', title: 'Link', type: 'link' }),
  ],
  preview: { select: { title: 'title', subtitle: 'text', media: 'image' } },
});

/** A grid of cards (services, principles, offers). */
export const cardGridSection = defineType({
  name: 'cardGridSection',
  title: 'Card grid',
  type: 'object',
  fields: [
    defineField({ name: 'heading', title: 'Heading', type: 'string', validation: requiredText(120) }),
    defineField({ name: 'intro', title: 'Intro', type: 'text', rows: 2, validation: (rule) => rule.max(400) }),
    defineField({
      name: 'columns',
      title: 'Columns',
      type: 'number',
      options: { list: [2, 3, 4], layout: 'radio', direction: 'horizontal' },
      initialValue: 3,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'cards',
      title: 'Cards',
      type: 'array',
      of: [card],
      validation: (rule) => rule.required().min(1).max(12),
    }),
  ],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title, subtitle: 'Card grid' }) },
});

/** A call to action: a sentence and one or two buttons. */
export const callToActionSection = defineType({
  name: 'callToActionSection',
  title: 'Call to action',
  type: 'object',
  fields: [
    defineField({ name: 'heading', title: 'Heading', type: 'string', validation: requiredText(120) }),
    defineField({ name: 'text', title: 'Text', type: 'text', rows: 2, validation: (rule) => rule.max(300) }),
    defineField({ name: 'primary', title: 'Main action', type: 'link', validation: (rule) => rule.required() }),
    defineField({ name: 'secondary', title: 'Second action', type: 'link' }),
  ],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title, subtitle: 'Call to action' }) },
});

/** One image, contained in the text column or wide. */
export const imageSection = defineType({
  name: 'imageSection',
  title: 'Image',
  type: 'object',
  fields: [
    imageField('image', 'Image', { caption: true }),
    defineField({
      name: 'layout',
      title: 'Layout',
      type: 'string',
      options: {
        list: [
          { title: 'Text width', value: 'contained' },
          { title: 'Wide', value: 'wide' },
        ],
        layout: 'radio',
        direction: 'horizontal',
      },
      initialValue: 'contained',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: { title: 'image.alt', media: 'image' },
    prepare: ({ title, media }) => ({ title, subtitle: 'Image', media }),
  },
});
