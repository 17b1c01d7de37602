import { defineArrayMember, defineField, defineType } from 'sanity';

import { externalUrlRule, requiredText } from '../helpers';
import { checkIconName } from '../tool-icons';

const experience = defineArrayMember({
  name: 'experience',
  title: 'Experience',
  type: 'object',
  fields: [
    defineField({ name: 'title', title: 'Role', type: 'string', validation: requiredText(100) }),
    defineField({ name: 'company', title: 'Company', type: 'string', validation: requiredText(100) }),
    defineField({ name: 'url', title: 'Company website', type: 'url', validation: externalUrlRule }),
    defineField({ name: 'location', title: 'Location', type: 'string', validation: (rule) => rule.max(80) }),
    defineField({ name: 'start', title: 'Start', type: 'date', validation: (rule) => rule.required() }),
    defineField({
      name: 'end',
      title: 'End',
      type: 'date',
      description: 'Leave empty for a current role.',
      validation: (rule) =>
        rule.custom((end, context) => {
          const start = (context.parent as { start?: string } | undefined)?.start;
          return end && start && end < start ? 'The end date comes before the start date' : true;
        }),
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.max(500),
    }),
  ],
  preview: {
    select: { title: 'title', company: 'company', start: 'start', end: 'end' },
    prepare: ({ title, company, start, end }) => ({
      title: `${title} · ${company}`,
      subtitle: `${String(start ?? '').slice(0, 4)}–${end ? String(end).slice(0, 4) : 'now'}`,
    }),
  },
});

/** A career timeline: roles, companies and dates. */
export const experiencesSection = defineType({
  name: 'experiencesSection',
  title: 'Experiences',
  type: 'object',
  fields: [
    defineField({ name: 'heading', title: 'Heading', type: 'string', validation: requiredText(120) }),
    defineField({
      name: 'items',
      title: 'Experiences',
      type: 'array',
      of: [experience],
      validation: (rule) => rule.required().min(1),
    }),
  ],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title, subtitle: 'Experiences' }) },
});

const tool = defineArrayMember({
  name: 'tool',
  title: 'Tool',
  type: 'object',
  fields: [
    defineField({ name: 'name', title: 'Name', type: 'string', validation: requiredText(60) }),
    defineField({ name: 'url', title: 'Link', type: 'url', validation: (rule) => externalUrlRule(rule).required() }),
    defineField({
      name: 'icon',
      title: 'Icon',
      type: 'string',
      description:
        'A Simple Icons name (simpleicons.org), e.g. figma or nextdotjs. Leave empty to show the first letters of the name.',
      validation: (rule) => rule.custom((value: string | undefined) => checkIconName(value)),
    }),
  ],
  preview: { select: { title: 'name', subtitle: 'icon' } },
});

/** The tools of the trade: name, link, icon. */
export const stackSection = defineType({
  name: 'stackSection',
  title: 'Stack',
  type: 'object',
  fields: [
    defineField({ name: 'heading', title: 'Heading', type: 'string', validation: requiredText(120) }),
    defineField({ name: 'intro', title: 'Intro', type: 'text', rows: 2, validation: (rule) => rule.max(400) }),
    defineField({
      name: 'items',
      title: 'Tools',
      type: 'array',
      of: [tool],
      validation: (rule) => rule.required().min(1).unique(),
    }),
  ],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title, subtitle: 'Stack' }) },
});
