/**
 * Next's start hook, on every host that runs Next (`next start`, the standalone
 * output, a platform's function): it checks the environment as `npm start`
 * does before it listens (instrumentation-node.ts). Next compiles this file for
 * the edge runtime too, where NEXT_RUNTIME is 'edge' at build time and the
 * branch, with every Node module behind it, is dropped: the site has no edge
 * code (the proxy runs on Node).
 */
export async function register(): Promise<void> {
  // eslint-disable-next-line no-restricted-properties -- a constant Next writes in per runtime, no configuration
  if (process.env.NEXT_RUNTIME === 'nodejs') await (await import('./instrumentation-node')).register();
}
