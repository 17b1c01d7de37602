/**
 * What the site serves, as pure functions of what is published: the site
 * index, what a path under a language is, and where an editor's link goes. The
 * site routes and rewrites links with it, the content check names dead links
 * with it, and the Studio warns on them with it, so all three agree.
 */
export * from './href';
export * from './redirects';
export * from './servable';
export * from './site-index';
export * from './resolve';
export * from './links';
export * from './link-messages';
