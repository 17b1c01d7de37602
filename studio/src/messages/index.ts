/**
 * The Studio's own labels, in each language of the list that has a catalog in
 * this folder (`en.ts` is the reference; a language without one shows English).
 * They reach the Studio as a resource bundle of the `vitrine` namespace per
 * Studio locale, so they follow the Studio's language menu as Sanity's own do.
 */
import { defineLocaleResourceBundle, type LocaleResourceBundle } from 'sanity';

import type { LocaleEntry } from '@vitrine/schemas/studio';

import type { StudioLocale } from '../locale';
import { en, type StudioMessages } from './en';
import { fr } from './fr';
import { pt } from './pt';

export type { StudioMessages };
export type StudioMessageKey = keyof StudioMessages;

/** The catalogs, by the site's language code. */
export const studioMessages: Readonly<Record<string, StudioMessages>> = { en, fr, pt };

/** The namespace of our labels among the Studio's (`studio`, `structure`, `validation`…). */
export const VITRINE_NAMESPACE = 'vitrine';

/** A label's `i18n` record, as the desk's builders take it: translated where the Studio's language has it. */
export const label = (key: string) => ({ title: { key, ns: VITRINE_NAMESPACE } });

/** The keys of the labels the desk composes per type: the type's title in one language, without one, in others. */
export const deskKeys = {
  inLanguage: (type: string, code: string) => `desk.${type}.in.${code}`,
  withoutLanguage: (type: string) => `desk.${type}.without-language`,
  unlistedLanguage: (type: string) => `desk.${type}.unlisted-language`,
};

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);

/**
 * One catalog as the Studio reads it: its labels, and the desk's composed
 * ones (`Pages (Français)`) for each localized type and listed language. Pure.
 */
export function deskResources(
  messages: StudioMessages,
  types: readonly string[],
  list: readonly Pick<LocaleEntry, 'code' | 'name'>[],
): Record<string, string> {
  const resources: Record<string, string> = { ...messages };
  for (const type of types) {
    const title = messages[`desk.${type}` as StudioMessageKey];
    for (const locale of list)
      resources[deskKeys.inLanguage(type, locale.code)] = fill(messages['desk.in-language'], {
        title,
        language: locale.name,
      });
    resources[deskKeys.withoutLanguage(type)] = fill(messages['desk.without-language.list'], { title });
    resources[deskKeys.unlistedLanguage(type)] = fill(messages['desk.unlisted-language.list'], { title });
  }
  return resources;
}

/** One bundle per Studio locale whose language has a catalog; the Studio's English always has `en`'s. */
export function studioBundles(
  locales: readonly StudioLocale[],
  types: readonly string[],
  list: readonly Pick<LocaleEntry, 'code' | 'name'>[],
  catalogs: Readonly<Record<string, StudioMessages>> = studioMessages,
): LocaleResourceBundle[] {
  return locales.flatMap(({ code, id }) => {
    const messages = code === null ? catalogs.en : Object.hasOwn(catalogs, code) ? catalogs[code] : undefined;
    return messages
      ? [
          defineLocaleResourceBundle({
            locale: id,
            namespace: VITRINE_NAMESPACE,
            resources: deskResources(messages, types, list),
          }),
        ]
      : [];
  });
}
