import { localeCodes, localizedDocumentTypes, siteSettingsId } from '@vitrine/schemas/studio';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Workspace } from 'sanity';
import { createStructureBuilder, type StructureBuilder, type StructureResolverContext } from 'sanity/structure';

import { localizedLists, structure } from './structure';
import { createTestWorkspace } from './testing/workspace';

type Serialized = { id?: string; type?: string; title?: string; options?: Record<string, unknown>; child?: unknown };
type Serializable = { serialize?: () => Serialized };

/** Builders serialize their children too, so a child may already be plain data. */
const serialize = (node: unknown): Serialized => {
  const value = node as Serializable & Serialized;
  return typeof value.serialize === 'function' ? value.serialize() : value;
};

let S: StructureBuilder;
let workspace: Workspace;
let items: Serialized[];

beforeAll(async () => {
  workspace = await createTestWorkspace();
  S = createStructureBuilder({ source: workspace.unstable_sources[0]!, perspectiveStack: [] });
  const root = serialize(structure(S, {} as StructureResolverContext)) as Serialized & { items: Serialized[] };
  items = root.items;
});

describe('desk structure', () => {
  it('lists Settings, the localized types, Redirects and the Inbox, in that order', () => {
    expect(items.map((item) => (item.type === 'divider' ? '---' : item.id))).toEqual([
      siteSettingsId,
      '---',
      'page',
      'article',
      'project',
      'partner',
      'guardian',
      'credit',
      '---',
      'redirect',
      'inbox',
    ]);
    expect(items.filter((item) => item.type !== 'divider').map((item) => item.title)).toEqual([
      'Settings',
      'Pages',
      'Articles',
      'Works',
      'Partners',
      'Guardians',
      'Credits',
      'Redirects',
      'Inbox',
    ]);
  });

  it('gives every desk item and document type an SVG icon from @sanity/icons, never an emoji', () => {
    const rendered = (icon: unknown) => renderToStaticMarkup(createElement(icon as ComponentType));
    const desk = items.filter((item) => item.type !== 'divider') as (Serialized & { icon?: unknown })[];
    expect(desk).toHaveLength(9);
    for (const item of desk) expect(rendered(item.icon), item.id).toMatch(/^<svg [^>]*data-sanity-icon=/);
    const types = workspace.schema.getTypeNames().map((name) => workspace.schema.get(name)!);
    const documents = types.filter((type) => type.type?.name === 'document' && !type.name.startsWith('sanity.'));
    expect(documents.length).toBeGreaterThanOrEqual(9);
    for (const type of documents.filter((type) => type.name !== 'translation.metadata')) {
      expect(rendered(type.icon), type.name).toMatch(/^<svg /);
    }
  });

  it('opens the one site settings document by its fixed id', () => {
    const settings = items.find((item) => item.id === siteSettingsId)!;
    const editor = serialize(settings.child);
    expect(editor.type).toBe('document');
    expect(editor.options).toMatchObject({ id: siteSettingsId, type: 'siteSettings' });
  });

  it('covers every localized type', () => {
    expect(localizedLists.map((entry) => entry.type).sort()).toEqual([...localizedDocumentTypes].sort());
  });

  it.each(localizedLists.map((entry) => [entry.type, entry.title] as const))(
    'groups %s by language, each list filtered on that language',
    (type, title) => {
      const languages = serialize(items.find((item) => item.id === type)!.child) as Serialized & {
        items: Serialized[];
      };
      const perLanguage = languages.items.filter((item) => item.type !== 'divider');
      expect(perLanguage.map((item) => item.id)).toEqual([
        ...localeCodes.map((locale) => `${type}-${locale}`),
        `${type}-missing-language`,
        `${type}-unlisted-language`,
      ]);
      for (const locale of localeCodes) {
        const list = serialize(perLanguage.find((item) => item.id === `${type}-${locale}`)!.child);
        expect(list.type).toBe('documentList');
        expect(list.title).toContain(title);
        expect(list.options).toMatchObject({
          filter: '_type == $type && language == $language',
          params: { type, language: locale },
        });
      }
      const orphans = serialize(perLanguage.find((item) => item.id === `${type}-missing-language`)!.child);
      expect(orphans.options).toMatchObject({ filter: '_type == $type && !defined(language)', params: { type } });
      const unlisted = serialize(perLanguage.find((item) => item.id === `${type}-unlisted-language`)!.child);
      expect(unlisted.options).toMatchObject({
        filter: '_type == $type && defined(language) && !(language in $languages)',
        params: { type, languages: localeCodes },
      });
    },
  );

  it('offers the language-specific template in each language list', () => {
    const articles = serialize(items.find((item) => item.id === 'article')!.child) as Serialized & {
      items: Serialized[];
    };
    for (const locale of localeCodes) {
      const list = serialize(articles.items.find((item) => item.id === `article-${locale}`)!.child) as Serialized & {
        initialValueTemplates?: Array<{ templateId: string }>;
      };
      expect(list.initialValueTemplates?.map((template) => template.templateId)).toEqual([`article-${locale}`]);
    }
  });

  it('lists redirects and the inbox, newest message first', () => {
    const redirects = serialize(items.find((item) => item.id === 'redirect')!.child);
    expect(redirects.options).toMatchObject({ filter: '_type == $type', params: { type: 'redirect' } });
    const inbox = serialize(items.find((item) => item.id === 'inbox')!.child) as Serialized & {
      options: { defaultOrdering?: unknown };
    };
    expect(inbox.options).toMatchObject({ params: { type: 'contactMessage' } });
    expect(inbox.options.defaultOrdering).toEqual([{ field: 'receivedAt', direction: 'desc' }]);
  });

  it('shows every editable document type somewhere', () => {
    const shown = new Set(items.map((item) => (item as { schemaType?: { name?: string } | string }).schemaType));
    const names = [...shown].map((value) => (typeof value === 'string' ? value : value?.name));
    const documentTypes = workspace.schema
      .getTypeNames()
      .filter((name) => workspace.schema.get(name)?.type?.name === 'document')
      .filter((name) => !name.startsWith('sanity.') && name !== 'translation.metadata' && !name.startsWith('system.'));
    expect(documentTypes.sort()).toEqual(names.filter(Boolean).sort());
  });
});
