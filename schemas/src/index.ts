/**
 * The site-safe entry: queries, their generated result types, locales, content
 * rules and constants. It must never import `sanity` (the Studio types live in
 * `./studio`), so the site bundle stays free of the Studio.
 */
export * from './locales';
export * from './constants';
export * from './rules';
export * from './routes';
export * from './site';

export { siteSettingsQuery, webManifestQuery } from './queries/site';
export { homePageQuery, pageBySlugQuery } from './queries/pages';
export { articleBySlugQuery, articleListQuery } from './queries/articles';
export { workListQuery } from './queries/works';
export { guardiansPageQuery, partnersPageQuery } from './queries/people';
export { creditsPageQuery } from './queries/credits';
export { siteMapQuery } from './queries/map';
export { redirectListQuery } from './queries/redirects';
export { previewFingerprintQuery } from './queries/preview';
export { publishedLanguagesQuery, routeIndexQuery } from './queries/routes';
export { imageIndexQuery } from './queries/images';
export { contentCheckDraftsQuery, contentCheckQuery } from './queries/check';

export type * from './sanity.types';
