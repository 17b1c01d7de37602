/** The secrets that sign and check contact form tokens. Server-only: they are secrets. */
import 'server-only';
import { createHmac, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sharedState } from '@/shared-state';

export interface FormSecrets {
  /** Signs the tokens this instance issues. */
  issue: string;
  /** Every secret a token may be signed with: the one above, and those this instance issued with before. */
  accept: readonly string[];
  /** Where the secret comes from when none is shared: the deployment's, the build's, or this process's own. */
  source: 'configured' | 'build' | 'process';
}

const SHARED_KEY = 'contact:form-secret';
/** How often an instance asks the shared state again (it may have started while Redis was down). */
const RECLAIM_MS = 60_000;

interface Holder {
  secrets?: FormSecrets;
  /** The secret this instance proposes to the shared state: the build's (or the process's). */
  own?: string;
  claiming?: Promise<void>;
  timer?: NodeJS.Timeout;
}
// On globalThis: the server (which fills a token into each static page) and the server action (which
// checks it) are separate bundles in one process.
const holder = ((globalThis as Record<symbol, unknown>)[Symbol.for('vitrine.contact-secrets')] ??= {}) as Holder;

/**
 * A secret every instance of one build shares without being told one: derived
 * (HMAC) from the random key `next build` makes to sign draft-mode cookies,
 * which every instance of that build reads from the same build output and
 * which never leaves the server. Null when there is no such build (`next dev`).
 */
export function buildFormSecret(distDir: string): string | null {
  try {
    const manifest = JSON.parse(readFileSync(join(distDir, 'prerender-manifest.json'), 'utf8')) as {
      preview?: { previewModeSigningKey?: unknown };
    };
    const key = manifest.preview?.previewModeSigningKey;
    if (typeof key !== 'string' || key.length < 32) return null;
    return createHmac('sha256', key).update('vitrine contact form tokens').digest('hex');
  } catch {
    return null;
  }
}

/**
 * The secrets in use:
 * 1. CONTACT_FORM_SECRET, when set: only it (it holds across builds and restarts).
 * 2. Otherwise the build's secret (`buildFormSecret`), the same for every
 *    instance of one build; without a build (`next dev`), a random one for
 *    this process.
 * 3. With Redis, that secret is proposed to the shared state, which keeps the
 *    first one ever proposed: every instance, of any build, then issues with
 *    it (`claimSharedSecret`), so a form rendered by one instance is accepted
 *    by any other during a rolling deployment too.
 * Tokens are checked against every secret this instance issued with.
 */
export function formSecrets(configured: string | undefined, distDir: string): FormSecrets {
  if (configured) return { issue: configured, accept: [configured], source: 'configured' };
  if (!holder.secrets) {
    const build = buildFormSecret(distDir);
    holder.own = build ?? randomBytes(32).toString('hex');
    holder.secrets = { issue: holder.own, accept: [holder.own], source: build ? 'build' : 'process' };
    void claimSharedSecret();
  }
  return holder.secrets;
}

/**
 * Takes the secret the shared state keeps (this instance's own, if it is the
 * first to ask), now and every minute after: an instance that started while
 * Redis was down converges on it once Redis answers (until then the state's
 * fallback keeps this instance's own, the default without Redis). The server
 * awaits the first answer before it listens.
 */
export function claimSharedSecret(): Promise<void> {
  const state = sharedState();
  const own = holder.own;
  if (!state.shared || !own) return Promise.resolve();
  holder.claiming ??= (async () => {
    const held = (await state.claim(SHARED_KEY, own, 0).catch(() => null)) ?? own;
    const secrets = holder.secrets!;
    if (held !== secrets.issue) {
      holder.secrets = { ...secrets, issue: held, accept: [held, ...secrets.accept.filter((s) => s !== held)] };
    }
  })().finally(() => {
    holder.claiming = undefined;
  });
  if (!holder.timer) {
    holder.timer = setInterval(() => void claimSharedSecret(), RECLAIM_MS);
    holder.timer.unref();
  }
  return holder.claiming;
}
