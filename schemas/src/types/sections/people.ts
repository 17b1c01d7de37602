import { defineArrayMember, defineField, defineType, type Path, type ValidationContext } from 'sanity';

import { studioApiVersion } from '../../constants';
import { requiredText } from '../helpers';

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

/**
 * A picked partner or guardian that is only a draft, or was deleted: the site
 * shows the section without it (and its content check names it), so the
 * editor hears it here first.
 */
async function unpublishedPick(value: unknown, context: ValidationContext): Promise<true | string> {
  const ref = (value as { _ref?: unknown } | undefined)?._ref;
  if (typeof ref !== 'string') return true;
  const client = context.getClient({ apiVersion: studioApiVersion });
  // The Studio's client reads raw: a published document has the plain id, its draft `drafts.<id>`.
  const found = await client.fetch<{ _id: string; name?: string }[]>('*[_id in [$id, $draft]]{_id, name}', {
    id: ref,
    draft: `drafts.${ref}`,
  });
  if (found.some((document) => document._id === ref)) return true;
  const draft = found.find((document) => document._id === `drafts.${ref}`);
  return draft
    ? `“${draft.name ?? ref}” is not published yet: the site will not show it until you publish it`
    : 'This pick no longer exists (it was deleted): the site leaves it out. Remove it, or pick another.';
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
          // A pick that is not published (yet) is allowed, as Sanity allows it, but the site leaves it out.
          validation: (rule) => rule.custom(unpublishedPick).warning(),
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
