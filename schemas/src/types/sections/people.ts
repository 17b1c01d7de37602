import { defineArrayMember, defineField, defineType, type Path } from 'sanity';

import { requiredText, studioApiVersion } from '../helpers';

/** Reads a value at a Studio path (`['body', {_key}, 'kind']`) inside a document. */
function valueAt(root: unknown, path: Path): unknown {
  let value: unknown = root;
  for (const segment of path) {
    if (Array.isArray(value)) {
      if (typeof segment === 'number') value = value[segment];
      else if (typeof segment === 'object' && !Array.isArray(segment) && '_key' in segment) {
        value = value.find((item: { _key?: string } | null) => item?._key === segment._key);
      } else return undefined;
    } else if (value && typeof value === 'object' && typeof segment === 'string') {
      value = (value as Record<string, unknown>)[segment];
    } else {
      return undefined;
    }
  }
  return value;
}

const kinds = [
  { title: 'Partners (organisations)', value: 'partner' },
  { title: 'Guardians (people)', value: 'guardian' },
] as const;

/**
 * A list of partners or guardians. With no items picked, the site shows every
 * one of that kind in the page's language; otherwise the picked ones, in order.
 */
export const peopleSection = defineType({
  name: 'peopleSection',
  title: 'People and organisations',
  type: 'object',
  fields: [
    defineField({ name: 'heading', title: 'Heading', type: 'string', validation: requiredText(120) }),
    defineField({ name: 'intro', title: 'Intro', type: 'text', rows: 2, validation: (rule) => rule.max(400) }),
    defineField({
      name: 'kind',
      title: 'Show',
      type: 'string',
      options: { list: [...kinds], layout: 'radio' },
      initialValue: 'partner',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'items',
      title: 'Pick some (optional)',
      description: 'Leave empty to list all of them.',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'reference',
          to: [{ type: 'partner' }, { type: 'guardian' }],
          options: {
            filter: ({ document, parentPath }) => {
              const kind = valueAt(document, [...parentPath.slice(0, -1), 'kind']);
              return {
                filter: '_type == $kind && language == $language',
                params: {
                  kind: typeof kind === 'string' ? kind : 'partner',
                  language: (document as { language?: string }).language ?? null,
                },
              };
            },
          },
        }),
      ],
      validation: (rule) =>
        rule.unique().custom(async (items, context) => {
          if (!items?.length) return true;
          const kind = (context.parent as { kind?: string } | undefined)?.kind;
          const language = (context.document as { language?: string } | undefined)?.language;
          const ids = items.map((item) => (item as { _ref?: string })._ref).filter(Boolean);
          const client = context.getClient({ apiVersion: studioApiVersion });
          const found = await client.fetch<Array<{ _id: string; _type: string; language?: string }>>(
            '*[_id in $ids]{_id, _type, language}',
            { ids },
          );
          const wrong = found.filter((doc) => doc._type !== kind || doc.language !== language);
          return wrong.length === 0
            ? true
            : `Pick only ${kind === 'guardian' ? 'guardians' : 'partners'} in this page's language`;
        }),
    }),
  ],
  preview: {
    select: { title: 'heading', kind: 'kind' },
    prepare: ({ title, kind }) => ({ title, subtitle: kind === 'guardian' ? 'Guardians' : 'Partners' }),
  },
});
