import { locales } from '@vitrine/schemas/studio';
import type { LocaleDefinition } from 'sanity';
import { describe, expect, it } from 'vitest';

import { orderLocales, STUDIO_ENGLISH, studioLocales, studioTranslations } from './locale';

const ids = (list: { id: string }[]) => list.map((locale) => locale.id);

describe('the Studio’s languages from the site’s list', () => {
  it('offers each listed language Sanity translates, English always, and opens in the default language', () => {
    const { locales: offered, defaultId } = studioLocales([{ code: 'en' }, { code: 'fr' }, { code: 'pt' }]);
    // The Studio opens in its last locale: the default one comes last.
    expect(ids(offered)).toEqual(['fr-FR', 'pt-BR', STUDIO_ENGLISH]);
    expect(defaultId).toBe(STUDIO_ENGLISH);
    expect(offered.map((locale) => locale.code)).toEqual(['fr', 'pt', 'en']);
  });

  it('lists them for the language menu in the list’s order, English first when the list has no en', () => {
    expect(ids(studioLocales([{ code: 'fr' }, { code: 'en' }, { code: 'pt' }]).listed)).toEqual([
      'fr-FR',
      STUDIO_ENGLISH,
      'pt-BR',
    ]);
    expect(ids(studioLocales([{ code: 'pt' }, { code: 'fr' }]).listed)).toEqual([STUDIO_ENGLISH, 'pt-BR', 'fr-FR']);
  });

  it('opens in French when French is the site’s default language', () => {
    const { locales: offered, defaultId } = studioLocales([{ code: 'fr' }, { code: 'en' }, { code: 'pt' }]);
    expect(defaultId).toBe('fr-FR');
    expect(ids(offered)).toEqual([STUDIO_ENGLISH, 'pt-BR', 'fr-FR']);
  });

  it('opens in English, alone, when no listed language has a Studio translation', () => {
    const { locales: offered, defaultId, plugins } = studioLocales([{ code: 'ga' }, { code: 'eu' }]);
    expect(ids(offered)).toEqual([STUDIO_ENGLISH]);
    expect(offered[0]!.code).toBeNull();
    expect(defaultId).toBe(STUDIO_ENGLISH);
    expect(plugins).toEqual([]);
  });

  it('opens in English when the default language has no translation, offering the others', () => {
    const { locales: offered, defaultId } = studioLocales([{ code: 'ga' }, { code: 'de' }, { code: 'es' }]);
    expect(ids(offered)).toEqual(['de-DE', 'es-ES', STUDIO_ENGLISH]);
    expect(defaultId).toBe(STUDIO_ENGLISH);
  });

  it('adds a language’s translation when the list gains it, and only the plugins of listed languages', () => {
    expect(studioLocales([{ code: 'en' }]).plugins).toEqual([]);
    expect(studioLocales([{ code: 'en' }, { code: 'de' }]).plugins).toEqual([studioTranslations.de]);
    // Object's own keys only: a code such as `constructor` is a language without a translation.
    expect(studioLocales([{ code: 'en' }, { code: 'constructor' }]).plugins).toEqual([]);
  });

  it('maps the list’s `pt` (pt-BR) to Brazilian Portuguese, and every language to the locale of its package', () => {
    // Wherever the site's list has `pt`, it is Brazilian Portuguese, as its package is.
    for (const entry of locales.filter((locale) => locale.code === 'pt')) expect(entry.language).toBe('pt-BR');
    for (const [code, plugin] of Object.entries(studioTranslations)) {
      const defined = plugin().i18n?.locales;
      const id = Array.isArray(defined) ? defined[0]?.id : undefined;
      expect(id?.split('-')[0], code).toBe(code);
    }
    expect(ids(studioLocales([{ code: 'pt' }]).locales)).toContain('pt-BR');
  });

  it('orders the Studio’s locales so that the one it opens in is last', () => {
    const { locales: offered } = studioLocales([{ code: 'fr' }, { code: 'en' }, { code: 'pt' }]);
    const weekInfo: LocaleDefinition['weekInfo'] = { firstDay: 1, minimalDays: 1, weekend: [6, 7] };
    const fromPlugins: LocaleDefinition[] = ['en-US', 'fr-FR', 'pt-BR'].map((id) => ({ id, title: id, weekInfo }));
    expect(ids(orderLocales(offered)(fromPlugins))).toEqual(['en-US', 'pt-BR', 'fr-FR']);
  });
});
