/** The secret that signs contact form tokens. Server-only: it is a secret. */
import 'server-only';
import { randomBytes } from 'node:crypto';

const processState = globalThis as typeof globalThis & { vitrineContactSecret?: string };

/**
 * CONTACT_FORM_SECRET, or without it a random secret for this process (kept
 * on globalThis so the server, which fills the token into static pages, and
 * the server action, which checks it, share it; and across dev reloads). A
 * form rendered before a restart is then answered "send again", with a fresh
 * token and the visitor's text intact.
 */
export function formSecret(configured: string | undefined): string {
  if (configured) return configured;
  processState.vitrineContactSecret ??= randomBytes(32).toString('hex');
  return processState.vitrineContactSecret;
}
