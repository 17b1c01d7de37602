import { defineArrayMember, defineField, defineType } from 'sanity';

import { requiredText } from '../helpers';

const question = defineArrayMember({
  name: 'faqItem',
  title: 'Question',
  type: 'object',
  fields: [
    defineField({ name: 'question', title: 'Question', type: 'string', validation: requiredText(160) }),
    defineField({
      name: 'answer',
      title: 'Answer',
      type: 'blockContent',
      validation: (rule) => rule.required().min(1),
    }),
  ],
  preview: { select: { title: 'question' } },
});

const category = defineArrayMember({
  name: 'faqCategory',
  title: 'Category',
  type: 'object',
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', validation: requiredText(80) }),
    defineField({
      name: 'questions',
      title: 'Questions',
      type: 'array',
      of: [question],
      validation: (rule) => rule.required().min(1),
    }),
  ],
  preview: {
    select: { title: 'title', questions: 'questions' },
    prepare: ({ title, questions }) => ({
      title,
      subtitle: `${Array.isArray(questions) ? questions.length : 0} questions`,
    }),
  },
});

/** Frequently asked questions, grouped in categories. */
export const faqSection = defineType({
  name: 'faqSection',
  title: 'FAQ',
  type: 'object',
  fields: [
    defineField({ name: 'heading', title: 'Heading', type: 'string', validation: requiredText(120) }),
    defineField({ name: 'intro', title: 'Intro', type: 'text', rows: 2, validation: (rule) => rule.max(400) }),
    defineField({
      name: 'categories',
      title: 'Categories',
      type: 'array',
      of: [category],
      validation: (rule) => rule.required().min(1),
    }),
  ],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title, subtitle: 'FAQ' }) },
});
