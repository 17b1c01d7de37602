/**
 * The Studio's only reader of environment variables. Sanity exposes variables
 * prefixed `SANITY_STUDIO_` to the Studio bundle at build time.
 *
 * Without a project id the Studio edits the bundled dataset through the local
 * Content Lake (`npm run studio`, studio/lake/): no account, no sign-in. Its
 * project id is then `local`, and schema extraction and typegen still run
 * offline with it.
 */
export const localProjectId = 'local';

export const projectId = process.env.SANITY_STUDIO_PROJECT_ID?.trim() || localProjectId;

export const dataset = process.env.SANITY_STUDIO_DATASET?.trim() || 'production';

export const isConfigured = projectId !== localProjectId;

/**
 * Where the local Content Lake answers, when no project is configured:
 * `SANITY_STUDIO_LAKE_URL` (`npm run studio` sets it for `sanity dev`), else
 * the page's own origin (a built Studio served by the lake itself). Null with
 * a project: the Studio talks to Sanity.
 */
export function lakeUrl(): string | null {
  if (isConfigured) return null;
  const configured = process.env.SANITY_STUDIO_LAKE_URL?.trim();
  if (configured) return configured.replace(/\/+$/, '');
  return typeof window === 'undefined' ? 'https://localhost:3334' : window.location.origin;
}

/**
 * The site the Presentation tool previews (its origin; draft mode is turned on
 * at `/api/draft-mode/enable` there). Default: the site's dev server.
 */
export const DEFAULT_PREVIEW_URL = 'http://localhost:3000';

export const previewUrl = process.env.SANITY_STUDIO_PREVIEW_URL?.trim() || DEFAULT_PREVIEW_URL;
