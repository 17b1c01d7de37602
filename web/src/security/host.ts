/**
 * Which server runs the site, recognised once per process
 * (docs/hosting.md, "How each host is recognised"). It decides where the
 * client's address comes from (contact/client-ip.ts), whether there is a
 * lasting disk for the local inbox (env.ts), and whether the webhook can ask
 * the server for pages (app/api/revalidate). Pure but for the mark the
 * Vitrine server leaves on the process.
 *
 * - `vitrine`: `npm start` (web/server/main.ts marks the process before it loads Next);
 * - `vercel`: Vercel's system variable `VERCEL=1`, set for builds and functions;
 * - `netlify`: `NETLIFY=true`, which Netlify sets for builds only: the build
 *   compiles it into the site (next.config.ts, `__VITRINE_BUILT_ON__`), since
 *   its functions do not get it;
 * - `next`: any other server that runs Next itself (`next start`, the
 *   standalone output, a custom one).
 */
export type Host = 'vitrine' | 'vercel' | 'netlify' | 'next';

/** The platform the build ran on, compiled in by next.config.ts; undefined outside code Next compiles. */
declare const __VITRINE_BUILT_ON__: string | undefined;

const VITRINE_SERVER = Symbol.for('vitrine.server');
const mark = globalThis as Record<symbol, unknown>;

/** Called by the Vitrine server before anything reads the environment: this process is `npm start`. */
export function markVitrineServer(): void {
  mark[VITRINE_SERVER] = true;
}

/** The platform a build on these variables runs on, if it is one (next.config.ts compiles it in). */
export function platformOf(vars: Record<string, string | undefined>): 'vercel' | 'netlify' | undefined {
  if (vars.VERCEL === '1') return 'vercel';
  if (vars.NETLIFY === 'true') return 'netlify';
  return undefined;
}

export function hostOf(vars: Record<string, string | undefined>): Host {
  if (mark[VITRINE_SERVER] === true) return 'vitrine';
  const builtOn = typeof __VITRINE_BUILT_ON__ === 'string' ? __VITRINE_BUILT_ON__ : '';
  return platformOf(vars) ?? (builtOn === 'vercel' || builtOn === 'netlify' ? builtOn : 'next');
}

/** The platforms whose functions have no disk that outlasts a request, and no server at 127.0.0.1:PORT. */
export const isServerless = (host: Host): boolean => host === 'vercel' || host === 'netlify';
