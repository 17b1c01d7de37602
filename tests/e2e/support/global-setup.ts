import { startSite } from '../../support/server.ts';

/**
 * Starts the built site once for the whole run on a free loopback port.
 * Workers start after this and inherit E2E_BASE_URL.
 */
export default async function globalSetup() {
  if (process.env.E2E_BASE_URL) return;
  const site = await startSite({ CONTENT_SOURCE: process.env.CONTENT_SOURCE ?? 'local' });
  process.env.E2E_BASE_URL = site.url;
  return async () => site.stop();
}
