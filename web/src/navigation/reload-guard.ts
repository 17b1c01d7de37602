/**
 * The guard against reload loops. Pure: the storage and the clock are passed in.
 *
 * The page reloads by itself in two cases: a new deployment is live (Next
 * answers the navigation with a full page load), or a script chunk of the
 * loaded build is gone. If the reloaded page fails the same way (an old page
 * still served by a cache, a chunk still missing), reloading again would loop
 * for ever. So a path is reloaded at most once per window; the visitor's own
 * navigations are remembered too but always go through.
 */
import { RELOAD_GUARD } from '@/config/navigation';

/** sessionStorage, or a stand-in. */
export type GuardStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** What was last reloaded; anything else found under the key reads as nothing. */
function lastReload(storage: GuardStorage): { path?: unknown; at?: number } {
  try {
    return JSON.parse(storage.getItem(RELOAD_GUARD.storageKey) ?? 'null') ?? {};
  } catch {
    return {};
  }
}

/**
 * True when `path` may be loaded anew now, and then remembers it; false when
 * it was already reloaded within the window (or nothing can be remembered:
 * without a memory, a reload could loop). `byVisitor` always goes through.
 */
export function claimReload(storage: GuardStorage | null, path: string, now: number, byVisitor = false): boolean {
  if (!storage) return byVisitor;
  const last = lastReload(storage);
  if (!byVisitor && last.path === path && now >= last.at! && now - last.at! < RELOAD_GUARD.windowMs) return false;
  try {
    storage.setItem(RELOAD_GUARD.storageKey, JSON.stringify({ path, at: now }));
  } catch {
    return byVisitor;
  }
  return true;
}
