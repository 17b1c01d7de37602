/**
 * Portable Text: `blockContent` for page sections and FAQ answers, and
 * `articleBody`, which adds images, code blocks and callouts.
 */
import { defineArrayMember, defineField, defineType } from 'sanity';

import { calloutTones, codeLanguages } from '../../constants';
import { hrefField } from '../helpers';

const linkAnnotation = defineArrayMember({
  name: 'link',
  title: 'Link',
  type: 'object',
  fields: [hrefField()],
});

const textBlock = defineArrayMember({
  type: 'block',
  styles: [
    { title: 'Normal', value: 'normal' },
    { title: 'Heading 2', value: 'h2' },
    { title: 'Heading 3', value: 'h3' },
    { title: 'Quote', value: 'blockquote' },
  ],
  lists: [
    { title: 'Bullets', value: 'bullet' },
    { title: 'Numbers', value: 'number' },
  ],
  marks: {
    decorators: [
      { title: 'Strong', value: 'strong' },
      { title: 'Emphasis', value: 'em' },
      { title: 'Code', value: 'code' },
    ],
    annotations: [linkAnnotation],
  },
});

export const blockContent = defineType({
  name: 'blockContent',
  title: 'Rich text',
  type: 'array',
  of: [textBlock],
});

export const callout = defineType({
  name: 'callout',
  title: 'Callout',
  type: 'object',
  fields: [
    defineField({
      name: 'tone',
      title: 'Tone',
      type: 'string',
      options: { list: [...calloutTones], layout: 'radio', direction: 'horizontal' },
      initialValue: 'note',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.max(80) }),
    defineField({ name: 'text', title: 'Text', type: 'text', rows: 3, validation: (rule) => rule.required().max(600) }),
  ],
  preview: {
    select: { title: 'title', text: 'text', tone: 'tone' },
    prepare: ({ title, text, tone }) => ({ title: title || text, subtitle: `Callout · ${tone ?? 'note'}` }),
  },
});

export const articleBody = defineType({
  name: 'articleBody',
  title: 'Article body',
  type: 'array',
  of: [
    textBlock,
    defineArrayMember({
      type: 'image',
      options: { hotspot: true },
      fields: [
        defineField({
          name: 'alt',
          title: 'Alternative text',
          type: 'string',
          validation: (rule) => rule.required(),
        }),
        defineField({ name: 'caption', title: 'Caption', type: 'string', validation: (rule) => rule.max(200) }),
      ],
      validation: (rule) => rule.required().assetRequired(),
    }),
    defineArrayMember({
      type: 'code',
      options: {
        withFilename: true,
        languageAlternatives: codeLanguages.map(({ title, value }) => ({ title, value })),
      },
      validation: (rule) =>
        rule.custom((value: { code?: string; language?: string } | undefined) => {
          if (!value?.code?.trim()) return 'A code block needs code';
          if (value.language && !codeLanguages.some((language) => language.value === value.language)) {
            return `Choose one of: ${codeLanguages.map((language) => language.title).join(', ')}`;
          }
          return true;
        }),
    }),
    defineArrayMember({ type: 'callout' }),
  ],
});
