/**
 * Singletons (the site settings) and read-only types (the inbox): which actions
 * and templates the Studio offers for them. Pure functions, unit-tested.
 */
import type {
  DocumentActionComponent,
  DocumentActionsContext,
  NewDocumentOptionsContext,
  Template,
  TemplateItem,
} from 'sanity';

import { localizedDocumentTypes, readOnlyTypes, singletonTypes } from '@vitrine/schemas/studio';

const singletons = new Set<string>(singletonTypes);
const readOnly = new Set<string>(readOnlyTypes);
const localized = new Set<string>(localizedDocumentTypes);

/** A singleton can be edited, published, reverted; never duplicated, deleted or unpublished. */
export const singletonActions = new Set(['publish', 'discardChanges', 'restore']);

/** A read-only document (a contact message) can only be deleted. */
export const readOnlyActions = new Set(['delete']);

export function isSingleton(schemaType: string): boolean {
  return singletons.has(schemaType);
}

export function resolveDocumentActions(
  prev: DocumentActionComponent[],
  context: Pick<DocumentActionsContext, 'schemaType'>,
): DocumentActionComponent[] {
  if (singletons.has(context.schemaType)) return prev.filter(({ action }) => action && singletonActions.has(action));
  if (readOnly.has(context.schemaType)) return prev.filter(({ action }) => action && readOnlyActions.has(action));
  return prev;
}

/** No "new site settings" or "new contact message" template anywhere. */
export function resolveTemplates(prev: Template[]): Template[] {
  return prev.filter((template) => !singletons.has(template.schemaType) && !readOnly.has(template.schemaType));
}

/**
 * The global "Create" menu offers a localized type only with its language
 * ("English Page", "Français Page"…, the plugin's templates): never a page
 * without a language, nor the plugin's parameterized template.
 */
export function resolveNewDocumentOptions(
  prev: TemplateItem[],
  context: Pick<NewDocumentOptionsContext, 'creationContext'>,
): TemplateItem[] {
  if (context.creationContext.type !== 'global') return prev;
  return prev.filter(({ templateId }) => {
    if (localized.has(templateId)) return false;
    const [type, variant] = templateId.split('-');
    return !(variant === 'parameterized' && type !== undefined && localized.has(type));
  });
}
