/** Shapes shared by the server side of preview and its lazily loaded client part. Types only. */

/**
 * What the browser needs to read drafts live: the preview API and the viewer
 * token. Sent to the browser in draft mode only, never in a public page.
 */
export interface LiveConfig {
  projectId: string;
  dataset: string;
  apiHost: string | undefined;
  useProjectHostname: boolean;
  apiVersion: string;
  /** A viewer token (read-only), never a write token. */
  token: string;
}

/**
 * The props of the live preview, in draft mode only:
 * - `presentation` (the Studio's Presentation tool, sanity source): where to
 *   listen with the viewer token, what to watch, what the server saw;
 * - `shared` (a shared-secret preview, either source): only the fingerprint
 *   the server rendered with; the server watches and says when it changes.
 */
export type LivePreviewProps =
  | {
      mode: 'presentation';
      config: LiveConfig;
      /** The fingerprint query (`previewFingerprintQuery`), read in the drafts perspective. */
      query: string;
      /** Its result when the server rendered this page. */
      initial: unknown;
    }
  | { mode: 'shared'; since: string };
