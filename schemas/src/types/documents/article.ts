/**
 * An article, one document per language. Reading time is computed from the
 * body by the queries, never typed in.
 */
import { defineArrayMember, defineField, defineType } from 'sanity';

import { articlePath } from '../../routes';
import { imageField, languageBadge, languageField, previewPath, requiredText, slugField, subtitle } from '../helpers';
import { typeIcons } from '../icons';

export const article = defineType({
  name: 'article',
  title: 'Article',
  type: 'document',
  icon: typeIcons.article,
  fields: [
    languageField(),
    defineField({ name: 'title', title: 'Title', type: 'string', validation: requiredText(120) }),
    defineField({
      name: 'description',
      title: 'Description',
      description: 'One or two sentences for the article list, search results and link previews.',
      type: 'text',
      rows: 2,
      validation: (rule) => rule.required().min(20).max(240),
    }),
    slugField(),
    defineField({
      name: 'publishedAt',
      title: 'Published at',
      type: 'datetime',
      validation: (rule) => rule.required(),
    }),
    imageField('cover', 'Cover image'),
    defineField({
      name: 'tags',
      title: 'Tags',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
      options: { layout: 'tags' },
      validation: (rule) =>
        rule
          .required()
          .min(1)
          .max(6)
          .unique()
          .custom((tags) =>
            !tags ||
            tags.every((tag) => typeof tag === 'string' && tag.trim() === tag && tag.length > 0 && tag.length <= 32)
              ? true
              : 'Tags are 1–32 characters, without surrounding spaces',
          ),
    }),
    defineField({ name: 'body', title: 'Body', type: 'articleBody', validation: (rule) => rule.required().min(1) }),
  ],
  orderings: [
    { title: 'Newest first', name: 'publishedAtDesc', by: [{ field: 'publishedAt', direction: 'desc' }] },
    { title: 'Oldest first', name: 'publishedAtAsc', by: [{ field: 'publishedAt', direction: 'asc' }] },
  ],
  preview: {
    select: { title: 'title', slug: 'slug.current', language: 'language', publishedAt: 'publishedAt', media: 'cover' },
    prepare: ({ title, slug, language, publishedAt, media }) => {
      const date = typeof publishedAt === 'string' ? publishedAt.slice(0, 10) : undefined;
      const scheduled = date !== undefined && publishedAt > new Date().toISOString();
      return {
        title,
        subtitle: subtitle(
          languageBadge(language),
          date ? (scheduled ? `scheduled ${date}` : date) : 'no date',
          previewPath(language, slug, articlePath),
        ),
        media,
      };
    },
  },
});
