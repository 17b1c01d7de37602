/**
 * Localized fields for documents that exist once (the site settings): one object
 * per kind, keyed by locale code (`job.en`, `job.fr`, `job.pt`), generated from
 * the locale list so adding a language adds a field everywhere.
 */
import { defineField, defineType } from 'sanity';

import { locales } from '../../locales';

function localeObject(name: string, title: string, type: 'string' | 'text') {
  return defineType({
    name,
    title,
    type: 'object',
    options: { collapsible: false },
    fields: locales.map((locale) =>
      defineField({
        name: locale.code,
        title: locale.name,
        type,
        ...(type === 'text' ? { rows: 3 } : {}),
        validation: (rule) =>
          rule
            .required()
            .error(`Missing the ${locale.name} translation`)
            .custom((value) =>
              typeof value === 'string' && value.trim() !== value ? 'Remove leading or trailing spaces' : true,
            ),
      }),
    ),
  });
}

export const localeString = localeObject('localeString', 'Localized string', 'string');
export const localeText = localeObject('localeText', 'Localized text', 'text');
