/**
 * The Studio's own language (its menus, buttons, validation messages and our
 * desk titles), from the site's language list (schemas/src/locales.ts).
 *
 * Sanity publishes its Studio translations as locale plugins, one package per
 * language and region. `studioTranslations` maps a language code of the list
 * to the one that fits it: each listed language found here is offered in the
 * Studio's language menu (the owner's avatar, top right), beside English,
 * which the Studio always has. A listed language missing here edits in English.
 *
 * The Studio opens in the language the owner last chose there (it remembers it
 * in the browser), else in the site's default language when the Studio is
 * translated into it, else in English.
 */
import { deDELocale } from '@sanity/locale-de-de';
import { esESLocale } from '@sanity/locale-es-es';
import { frFRLocale } from '@sanity/locale-fr-fr';
import { ptBRLocale } from '@sanity/locale-pt-br';
import type { LocaleDefinition, Plugin, PluginOptions } from 'sanity';

import type { LocaleEntry } from '@vitrine/schemas/studio';

type LocalePlugin = Plugin<void>;

/**
 * Sanity's translations, by the site's language code. `pt` is Brazilian
 * Portuguese, as the list's `pt` is (`pt-BR`); a site in European Portuguese
 * would list `pt-pt` and map it to `@sanity/locale-pt-pt` here.
 */
export const studioTranslations: Readonly<Record<string, LocalePlugin>> = {
  de: deDELocale,
  es: esESLocale,
  fr: frFRLocale,
  pt: ptBRLocale,
};

/** The Studio's built-in language, which every other falls back to, key by key. */
export const STUDIO_ENGLISH = 'en-US';

export interface StudioLocale {
  /** The site's language code (`fr`), or `null` for the Studio's English when the list has no `en`. */
  code: string | null;
  /** Sanity's locale id (`fr-FR`). */
  id: string;
}

/** The Sanity locale id a plugin defines (`fr-FR` for `frFRLocale`). */
function pluginLocaleId(plugin: LocalePlugin): string {
  const options = plugin() as PluginOptions;
  const locales = options.i18n?.locales;
  const id = Array.isArray(locales) ? (locales[0] as LocaleDefinition | undefined)?.id : undefined;
  if (!id) throw new Error(`${options.name}: a Studio locale plugin that defines no locale.`);
  return id;
}

/**
 * The Studio's languages for a list: `listed` in the list's order (English
 * first when the list has no `en`) for the language menu; `locales` with the
 * one the Studio opens in last, as the Studio takes them (it opens in its last
 * locale unless the owner chose another); the plugins that bring the
 * translations. English is the Studio's own: `en` maps to it. Pure.
 */
export function studioLocales(
  list: readonly Pick<LocaleEntry, 'code'>[],
  translations: Readonly<Record<string, LocalePlugin>> = studioTranslations,
): { listed: StudioLocale[]; locales: StudioLocale[]; defaultId: string; plugins: LocalePlugin[] } {
  const plugins: LocalePlugin[] = [];
  const listed: StudioLocale[] = list.flatMap(({ code }) => {
    if (code === 'en') return [{ code, id: STUDIO_ENGLISH }];
    const plugin = Object.hasOwn(translations, code) ? translations[code] : undefined;
    if (!plugin) return [];
    plugins.push(plugin);
    return [{ code, id: pluginLocaleId(plugin) }];
  });
  if (!listed.some((locale) => locale.id === STUDIO_ENGLISH)) listed.unshift({ code: null, id: STUDIO_ENGLISH });
  const opening =
    listed.find((locale) => locale.code !== null && locale.code === list[0]?.code) ??
    listed.find((locale) => locale.id === STUDIO_ENGLISH)!;
  return {
    listed,
    locales: [...listed.filter((locale) => locale !== opening), opening],
    defaultId: opening.id,
    plugins,
  };
}

/**
 * The root config's `i18n.locales` reducer: the Studio's locales in the order
 * of `order` (the plugins add theirs in plugin order, after Sanity's English).
 * A locale `order` does not name (another plugin's) keeps its place before them.
 */
export function orderLocales(order: readonly StudioLocale[]) {
  const rank = (definition: LocaleDefinition) => order.findIndex((locale) => locale.id === definition.id);
  return (previous: LocaleDefinition[]): LocaleDefinition[] => [...previous].sort((a, b) => rank(a) - rank(b));
}
