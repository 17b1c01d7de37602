import type { DocumentActionComponent, Template, TemplateItem } from 'sanity';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Workspace } from 'sanity';

import { locales } from '@vitrine/schemas/studio';
import config from '../sanity.config';
import { resolveDocumentActions, resolveNewDocumentOptions, resolveTemplates } from './singletons';
import { createTestWorkspace } from './testing/workspace';

/** Fake actions carrying the `action` names Sanity's built-in actions have. */
const action = (name: string) => Object.assign(() => null, { action: name }) as unknown as DocumentActionComponent;
const allActions = ['publish', 'unpublish', 'delete', 'duplicate', 'discardChanges', 'restore', 'schedule'].map(action);
const names = (actions: DocumentActionComponent[]) => actions.map((entry) => entry.action);

describe('document actions', () => {
  it('lets the site settings be published, reverted and restored, never deleted, duplicated or unpublished', () => {
    expect(names(resolveDocumentActions(allActions, { schemaType: 'siteSettings' }))).toEqual([
      'publish',
      'discardChanges',
      'restore',
    ]);
  });

  it('only lets a contact message be deleted', () => {
    expect(names(resolveDocumentActions(allActions, { schemaType: 'contactMessage' }))).toEqual(['delete']);
  });

  it.each(['page', 'article', 'project', 'redirect'])('leaves %s actions alone', (schemaType) => {
    expect(resolveDocumentActions(allActions, { schemaType })).toBe(allActions);
  });

  it('drops custom actions without a name from singletons', () => {
    const custom = (() => null) as unknown as DocumentActionComponent;
    expect(resolveDocumentActions([custom, action('publish')], { schemaType: 'siteSettings' })).toHaveLength(1);
  });
});

describe('templates and the create menu', () => {
  const template = (id: string, schemaType: string) => ({ id, schemaType, title: id, value: {} }) as Template;

  it('removes templates for singletons and read-only types', () => {
    const templates = [
      template('siteSettings', 'siteSettings'),
      template('contactMessage', 'contactMessage'),
      template('page-en', 'page'),
    ];
    expect(resolveTemplates(templates).map((entry) => entry.id)).toEqual(['page-en']);
  });

  it('offers localized types only with a language in the global create menu', () => {
    const options = ['page', 'page-parameterized', 'page-en', 'page-fr', 'redirect', 'article', 'article-pt'].map(
      (templateId) => ({ templateId, type: 'initialValueTemplateItem' }) as TemplateItem,
    );
    const global = resolveNewDocumentOptions(options, { creationContext: { type: 'global' } });
    expect(global.map((item) => item.templateId)).toEqual(['page-en', 'page-fr', 'redirect', 'article-pt']);
    const inList = resolveNewDocumentOptions(options, { creationContext: { type: 'structure', schemaType: 'page' } });
    expect(inList).toBe(options);
  });
});

describe('the resolved workspace', () => {
  let workspace: Workspace;
  beforeAll(async () => {
    workspace = await createTestWorkspace();
  });

  it('wires the resolvers into the config', () => {
    expect(config.document?.actions).toBe(resolveDocumentActions);
    expect(config.document?.newDocumentOptions).toBe(resolveNewDocumentOptions);
  });

  it('has no template that creates site settings or contact messages', () => {
    const types = workspace.templates.map((entry) => entry.schemaType);
    expect(types).not.toContain('siteSettings');
    expect(types).not.toContain('contactMessage');
    expect(workspace.templates.map((entry) => entry.id)).toEqual(
      expect.arrayContaining(locales.flatMap(({ code }) => [`page-${code}`, `article-${code}`, `credit-${code}`])),
    );
  });

  it('has one language template per localized type and language, titled with the language name', () => {
    for (const { code, name } of locales) {
      const partner = workspace.templates.find((entry) => entry.id === `partner-${code}`);
      expect(partner?.title, code).toBe(`${name} Partner`);
    }
  });
});
