/**
 * A page, one document per language. Pages whose slug is in `routePageSlugs`
 * back the site's fixed routes (home, about, contact…); any other slug is served
 * by the catch-all route and may span segments (`studio/process`).
 */
import { defineArrayMember, defineField, defineType } from 'sanity';

import { forcedColorModes, sectionTypes } from '../../constants';
import { isLocale, locales } from '../../locales';
import { pagePath, routePageSlugs } from '../../routes';
import { homeHeroesRule } from '../sections/hero';
import { languageBadge, languageField, previewPath, requiredText, slugField, subtitle } from '../helpers';
import { typeIcons } from '../icons';

export const page = defineType({
  name: 'page',
  title: 'Page',
  type: 'document',
  icon: typeIcons.page,
  groups: [
    { name: 'content', title: 'Content', default: true },
    { name: 'settings', title: 'Settings' },
  ],
  fields: [
    languageField(),
    defineField({ name: 'title', title: 'Title', type: 'string', group: 'content', validation: requiredText(100) }),
    defineField({
      name: 'description',
      title: 'Description',
      description: 'Shown in search results and link previews.',
      type: 'text',
      rows: 2,
      group: 'content',
      validation: (rule) => rule.required().min(20).max(200),
    }),
    {
      ...slugField({
        description: `The page's address in its language. The site's fixed routes use ${routePageSlugs.join(', ')} (the same in every language); other pages may use translated slugs and sub-paths (studio/process).`,
      }),
      group: 'settings',
    },
    defineField({
      name: 'body',
      title: 'Sections',
      type: 'array',
      group: 'content',
      of: sectionTypes.map((type) => defineArrayMember({ type })),
      options: { insertMenu: { views: [{ name: 'list' }] } },
      validation: (rule) => [rule.required().min(1), rule.custom(homeHeroesRule).warning()],
    }),
    defineField({
      name: 'colorMode',
      title: 'Force colour mode',
      description: 'Leave empty to follow the visitor\'s preference. "System" cannot be forced.',
      type: 'string',
      group: 'settings',
      options: { list: [...forcedColorModes], layout: 'radio', direction: 'horizontal' },
      validation: (rule) =>
        rule.custom((value) =>
          value === undefined || (forcedColorModes as readonly string[]).includes(value)
            ? true
            : 'Only light or dark can be forced',
        ),
    }),
    defineField({
      name: 'validate',
      title: 'Validate rule',
      description:
        'When the rule fails for a request, the site answers with a 404 ("Page Not Found: {path}", or this message). Leave empty to always show the page.',
      type: 'object',
      group: 'settings',
      options: { collapsible: true, collapsed: true },
      fields: [
        defineField({
          name: 'locales',
          title: 'Only in these languages',
          type: 'array',
          of: [defineArrayMember({ type: 'string' })],
          options: { list: locales.map((locale) => ({ title: locale.name, value: locale.code })), layout: 'grid' },
          validation: (rule) => [
            rule.unique(),
            rule
              .custom((value) => {
                const unlisted = (value ?? []).filter((code) => !isLocale(code));
                return unlisted.length === 0
                  ? true
                  : `${unlisted.join(', ')}: not in the language list, so this rule never lets the page show there`;
              })
              .warning(),
          ],
        }),
        defineField({
          name: 'pathPattern',
          title: 'Path must match',
          description: 'A regular expression tested against the requested path, e.g. ^/(en|fr)/studio/process$.',
          type: 'string',
          validation: (rule) =>
            rule.custom((value) => {
              if (value === undefined) return true;
              try {
                new RegExp(value);
                return true;
              } catch {
                return 'Not a valid regular expression';
              }
            }),
        }),
        defineField({
          name: 'message',
          title: 'Error message',
          description: 'Defaults to "Page Not Found: {path}".',
          type: 'string',
          validation: (rule) => rule.max(120),
        }),
      ],
    }),
  ],
  orderings: [
    { title: 'Title', name: 'titleAsc', by: [{ field: 'title', direction: 'asc' }] },
    { title: 'Slug', name: 'slugAsc', by: [{ field: 'slug.current', direction: 'asc' }] },
  ],
  preview: {
    select: { title: 'title', slug: 'slug.current', language: 'language', colorMode: 'colorMode' },
    prepare: ({ title, slug, language, colorMode }) => ({
      title,
      subtitle: subtitle(
        languageBadge(language),
        previewPath(language, slug, pagePath),
        colorMode && `${colorMode} mode`,
      ),
    }),
  },
});
