/**
 * When the page loads itself anew, and how often. Next already answers a
 * navigation with a full page load when the server runs another build than
 * the page (and when a request fails); it has no guard against doing so again
 * and again, and it does not reload when a script chunk of the page's build
 * is gone (a deployment removed it). Both get the guard of reload-guard.ts.
 */
import { claimReload } from './reload-guard';

/** The fields of a Navigation API `navigate` event read here. */
export interface NavigateEventLike {
  navigationType: 'push' | 'replace' | 'reload' | 'traverse';
  cancelable: boolean;
  userInitiated: boolean;
  formData: unknown;
  destination: { url: string; sameDocument: boolean };
}

/**
 * The path (with its query) a navigation loads anew when the page started
 * it by itself, as Next does when it falls back to a full page load; null for
 * what the guard leaves alone: links and forms the browser follows, history
 * moves, reloads, same-document changes, other sites.
 */
export function selfStartedPageLoad(event: NavigateEventLike, origin: string): string | null {
  const { navigationType, cancelable, userInitiated, formData, destination } = event;
  if (navigationType !== 'push' && navigationType !== 'replace') return null;
  if (!cancelable || userInitiated || formData || destination.sameDocument) return null;
  const url = new URL(destination.url);
  return url.origin === origin ? url.pathname + url.search : null;
}

/** The error a bundler's runtime throws when a script chunk does not load (Turbopack and webpack name it so). */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && error.name === 'ChunkLoadError';
}

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

type Navigation = EventTarget & {
  addEventListener(
    type: 'navigate',
    listener: (event: NavigateEventLike & Event) => void,
    options: AddEventListenerOptions,
  ): void;
};

/**
 * Reloads the page on a chunk error nothing caught (error boundaries report
 * theirs to the window), and watches the full page loads the page starts by
 * itself (Navigation API; where a browser lacks it, Next's own behaviour
 * stands). Both go through the guard; a reload or page load it refuses does
 * not happen (the page stays, with a warning in the console). Returns the
 * function that stops listening.
 */
export function guardReloads(): () => void {
  const controller = new AbortController();
  const options = { signal: controller.signal };
  const refused = (path: string) => console.warn('Not loading this page again so soon:', path);
  const onError = (event: PromiseRejectionEvent | ErrorEvent) => {
    if (!isChunkLoadError('reason' in event ? event.reason : event.error)) return;
    const path = location.pathname + location.search;
    if (claimReload(sessionStore(), path, Date.now())) location.reload();
    else refused(path);
  };
  const onNavigate = (event: NavigateEventLike & Event) => {
    const path = selfStartedPageLoad(event, location.origin);
    if (path === null || claimReload(sessionStore(), path, Date.now(), navigator.userActivation?.isActive)) return;
    event.preventDefault();
    refused(path);
  };
  window.addEventListener('unhandledrejection', onError, options);
  window.addEventListener('error', onError, options);
  (window as { navigation?: Navigation }).navigation?.addEventListener('navigate', onNavigate, options);
  return () => controller.abort();
}
