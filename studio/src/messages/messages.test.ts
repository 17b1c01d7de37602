import { schemaTypes } from '@vitrine/schemas/studio';
import { describe, expect, it } from 'vitest';

import { studioLocales, studioTranslations } from '../locale';
import { fieldTitleKey, groupTitleKey } from '../translated-form';
import { deskKeys, deskResources, studioBundles, studioMessages, VITRINE_NAMESPACE } from '.';
import { en } from './en';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('the Studio’s catalogs', () => {
  const others = Object.entries(studioMessages).filter(([code]) => code !== 'en');

  it.each(others)('%s has every key of en, no other, each with the same placeholders', (_, messages) => {
    expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(en)) {
      const translated = (messages as Record<string, string>)[key];
      expect(translated?.trim(), key).toBeTruthy();
      expect(placeholders(translated!), key).toEqual(placeholders(text));
    }
  });

  it('has catalogs only for languages the Studio is translated into (any other would never show)', () => {
    for (const code of Object.keys(studioMessages))
      if (code !== 'en') expect(Object.keys(studioTranslations), code).toContain(code);
  });

  it('composes the desk’s per-language titles in the catalog’s language', () => {
    const list = [
      { code: 'en', name: 'English' },
      { code: 'fr', name: 'Français' },
    ];
    const resources = deskResources(studioMessages.fr!, ['page'], list);
    expect(resources[deskKeys.inLanguage('page', 'fr')]).toBe('Pages (Français)');
    expect(resources[deskKeys.withoutLanguage('page')]).toBe('Pages sans langue');
    expect(resources['desk.settings']).toBe('Réglages');
  });

  it('gives a bundle to each Studio locale with a catalog, and English its own when the list has no en', () => {
    const list = [
      { code: 'de', name: 'Deutsch' },
      { code: 'fr', name: 'Français' },
    ];
    const bundles = studioBundles(studioLocales(list).locales, ['page'], list);
    // German has a Studio translation but no catalog: its labels fall back to English, key by key.
    expect(bundles.map((bundle) => bundle.locale).sort()).toEqual(['en-US', 'fr-FR']);
    expect(bundles.every((bundle) => bundle.namespace === VITRINE_NAMESPACE)).toBe(true);
  });
});

interface Titled {
  title?: string;
  fields?: Titled[];
  of?: Titled[];
  groups?: Titled[];
}

/** Every field's title in the schema (nested objects and array members too), and every group's. */
function schemaTitles(types: readonly Titled[]): string[] {
  const keys: string[] = [];
  const walk = (fields: readonly Titled[] | undefined) => {
    for (const field of fields ?? []) {
      if (field.title) keys.push(fieldTitleKey(field.title));
      walk(field.fields);
      for (const member of field.of ?? []) walk(member.fields);
    }
  };
  for (const type of types) {
    walk(type.fields);
    for (const group of type.groups ?? []) if (group.title) keys.push(groupTitleKey(group.title));
  }
  return [...new Set(keys)];
}

describe('the form’s labels', () => {
  it('has an entry for every field title and tab of the schema', () => {
    const keys = schemaTitles(schemaTypes as Titled[]);
    expect(keys.length).toBeGreaterThan(50);
    expect(keys.filter((key) => !Object.hasOwn(en, key))).toEqual([]);
  });

  it('notices a title the catalogs lack', () => {
    const added = [{ fields: [{ title: 'A title nobody translated' }] }];
    expect(schemaTitles(added).filter((key) => !Object.hasOwn(en, key))).toEqual(['field.A title nobody translated']);
  });

  it('keeps each title a single key: no namespace separator in it', () => {
    for (const key of schemaTitles(schemaTypes as Titled[])) expect(key).not.toContain(':');
  });
});
