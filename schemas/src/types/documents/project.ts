/** A work: something made, with a link, a release (a year or "coming soon") and a featured flag. */
import { defineField, defineType } from 'sanity';

import { externalUrlRule, imageField, languageBadge, languageField, requiredText, subtitle } from '../helpers';
import { typeIcons } from '../icons';

export const project = defineType({
  name: 'project',
  title: 'Work',
  type: 'document',
  icon: typeIcons.project,
  fields: [
    languageField(),
    defineField({ name: 'name', title: 'Name', type: 'string', validation: requiredText(80) }),
    defineField({
      name: 'description',
      title: 'Short description',
      type: 'text',
      rows: 2,
      validation: (rule) => rule.required().min(20).max(220),
    }),
    imageField('image', 'Image'),
    defineField({ name: 'link', title: 'Link', type: 'url', validation: (rule) => externalUrlRule(rule).required() }),
    defineField({
      name: 'release',
      title: 'Release',
      type: 'object',
      options: { collapsible: false },
      fields: [
        defineField({
          name: 'status',
          title: 'Status',
          type: 'string',
          options: {
            list: [
              { title: 'Released', value: 'released' },
              { title: 'Coming soon', value: 'comingSoon' },
            ],
            layout: 'radio',
            direction: 'horizontal',
          },
          initialValue: 'released',
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: 'year',
          title: 'Year',
          type: 'number',
          hidden: ({ parent }) => (parent as { status?: string } | undefined)?.status === 'comingSoon',
          validation: (rule) =>
            rule
              .integer()
              .min(1990)
              .max(2100)
              .custom((year, context) => {
                const status = (context.parent as { status?: string } | undefined)?.status;
                if (status === 'released' && year === undefined) return 'A released work needs its year';
                if (status === 'comingSoon' && year !== undefined) return 'A work coming soon has no year yet';
                return true;
              }),
        }),
      ],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'date',
      title: 'Date',
      description: 'Used to sort works (newest first).',
      type: 'date',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'featured', title: 'Featured', type: 'boolean', initialValue: false }),
  ],
  orderings: [
    {
      title: 'Featured, then newest',
      name: 'featuredDateDesc',
      by: [
        { field: 'featured', direction: 'desc' },
        { field: 'date', direction: 'desc' },
      ],
    },
  ],
  preview: {
    select: {
      title: 'name',
      language: 'language',
      status: 'release.status',
      year: 'release.year',
      featured: 'featured',
      media: 'image',
    },
    prepare: ({ title, language, status, year, featured, media }) => ({
      title,
      subtitle: subtitle(
        languageBadge(language),
        status === 'comingSoon' ? 'coming soon' : year ? String(year) : undefined,
        featured === true && '★ featured',
      ),
      media,
    }),
  },
});
