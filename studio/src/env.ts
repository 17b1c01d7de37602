/**
 * The Studio's only reader of environment variables. Sanity exposes variables
 * prefixed `SANITY_STUDIO_` to the Studio bundle at build time.
 *
 * Without a project id the Studio still builds (and `sanity schema validate`,
 * `schema extract` and `typegen` still run offline) against a placeholder id,
 * but cannot load content: set `SANITY_STUDIO_PROJECT_ID` to use it for real.
 */
export const placeholderProjectId = 'placeholder';

export const projectId = process.env.SANITY_STUDIO_PROJECT_ID?.trim() || placeholderProjectId;

export const dataset = process.env.SANITY_STUDIO_DATASET?.trim() || 'production';

export const isConfigured = projectId !== placeholderProjectId;

/**
 * The site the Presentation tool previews (its origin; draft mode is turned on
 * at `/api/draft-mode/enable` there). Default: the site's dev server.
 */
export const previewUrl = process.env.SANITY_STUDIO_PREVIEW_URL?.trim() || 'http://localhost:3000';
