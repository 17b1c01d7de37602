/**
 * Partners (organisations worked with), guardians (people who support the
 * work) and credits (acknowledgements): one document per language each.
 */
import { defineField, defineType } from 'sanity';

import { creditKinds } from '../../constants';
import { externalUrlRule, imageField, languageBadge, languageField, requiredText, subtitle } from '../helpers';
import { typeIcons } from '../icons';

export const partner = defineType({
  name: 'partner',
  title: 'Partner',
  type: 'document',
  icon: typeIcons.partner,
  fields: [
    languageField(),
    defineField({ name: 'name', title: 'Name', type: 'string', validation: requiredText(80) }),
    imageField('logo', 'Logo'),
    defineField({ name: 'url', title: 'Website', type: 'url', validation: (rule) => externalUrlRule(rule).required() }),
    defineField({ name: 'blurb', title: 'One-line blurb', type: 'string', validation: requiredText(140) }),
    defineField({
      name: 'order',
      title: 'Order',
      description: 'Lower numbers come first.',
      type: 'number',
      initialValue: 0,
      validation: (rule) => rule.integer().min(0),
    }),
  ],
  orderings: [{ title: 'Order', name: 'orderAsc', by: [{ field: 'order', direction: 'asc' }] }],
  preview: {
    select: { title: 'name', blurb: 'blurb', language: 'language', media: 'logo' },
    prepare: ({ title, blurb, language, media }) => ({
      title,
      subtitle: subtitle(languageBadge(language), blurb),
      media,
    }),
  },
});

export const guardian = defineType({
  name: 'guardian',
  title: 'Guardian',
  type: 'document',
  icon: typeIcons.guardian,
  fields: [
    languageField(),
    defineField({ name: 'name', title: 'Name', type: 'string', validation: requiredText(80) }),
    imageField('avatar', 'Avatar'),
    defineField({ name: 'url', title: 'Link', type: 'url', validation: externalUrlRule }),
    defineField({
      name: 'note',
      title: 'Note',
      description: 'How they support the work, in a sentence or two.',
      type: 'text',
      rows: 2,
      validation: (rule) => rule.required().max(280),
    }),
    defineField({
      name: 'since',
      title: 'Since',
      type: 'date',
      validation: (rule) =>
        rule
          .required()
          .custom((value) =>
            value === undefined || value <= new Date().toISOString().slice(0, 10) ? true : 'Cannot be in the future',
          ),
    }),
  ],
  orderings: [{ title: 'Longest standing', name: 'sinceAsc', by: [{ field: 'since', direction: 'asc' }] }],
  preview: {
    select: { title: 'name', since: 'since', language: 'language', media: 'avatar' },
    prepare: ({ title, since, language, media }) => ({
      title,
      subtitle: subtitle(languageBadge(language), typeof since === 'string' && `since ${since.slice(0, 4)}`),
      media,
    }),
  },
});

export const credit = defineType({
  name: 'credit',
  title: 'Credit',
  type: 'document',
  icon: typeIcons.credit,
  fields: [
    languageField(),
    defineField({ name: 'name', title: 'Name', type: 'string', validation: requiredText(80) }),
    defineField({
      name: 'kind',
      title: 'Kind',
      type: 'string',
      options: { list: [...creditKinds], layout: 'radio', direction: 'horizontal' },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'note',
      title: 'What for',
      type: 'string',
      validation: requiredText(160),
    }),
    defineField({ name: 'url', title: 'Link', type: 'url', validation: (rule) => externalUrlRule(rule).required() }),
    defineField({
      name: 'licence',
      title: 'Licence',
      description: 'e.g. MIT, SIL OFL 1.1, CC BY 4.0, "with permission".',
      type: 'string',
      validation: requiredText(60),
    }),
  ],
  orderings: [
    {
      title: 'Kind, then name',
      name: 'kindName',
      by: [
        { field: 'kind', direction: 'asc' },
        { field: 'name', direction: 'asc' },
      ],
    },
  ],
  preview: {
    select: { title: 'name', kind: 'kind', licence: 'licence', language: 'language' },
    prepare: ({ title, kind, licence, language }) => ({
      title,
      subtitle: subtitle(languageBadge(language), kind, licence),
    }),
  },
});
