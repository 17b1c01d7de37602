import 'server-only';
import { locales } from '@vitrine/schemas';
import { env, type Env } from '@/env';

/** The SMTP server of a URL, without its credentials (for logs). */
export function smtpServerName(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  return `${url.hostname}${url.port ? `:${url.port}` : ''}`;
}

const duration = (ms: number) =>
  ms % 3_600_000 === 0 && ms > 0
    ? `${ms / 3_600_000} h`
    : ms % 60_000 === 0 && ms > 0
      ? `${ms / 60_000} min`
      : ms % 1000 === 0
        ? `${ms / 1000} s`
        : `${ms} ms`;

/** Where contact messages go and whether the owner is e-mailed: the start-up log and `npm run messages` say this. */
export function describeContactSetup(config: Env): string[] {
  const { content, contact } = config;
  const file = contact.inboxFile;
  const lines: string[] = [];
  if (content.source === 'sanity' && contact.writeToken) {
    lines.push(
      `messages are created in Sanity project ${content.projectId}, dataset ${content.dataset}: read them in the Studio's Inbox.`,
    );
  } else if (content.source === 'sanity') {
    lines.push(
      `SANITY_API_WRITE_TOKEN is not set, so messages are stored in ${file}, not in Sanity ` +
        '(`npm run messages` prints them; `sanity dataset import` can load the file later). ' +
        "Set an Editor token to see them in the Studio's Inbox.",
    );
  } else {
    lines.push(`messages are stored in ${file} (\`npm run messages\` prints them).`);
  }
  if (contact.notify) {
    const language = locales.find((entry) => entry.code === contact.notify!.locale)!.name;
    lines.push(
      `e-mail notifications go to ${contact.notify.to} via ${smtpServerName(contact.notify.smtpUrl)}, in ${language}.`,
    );
  } else {
    lines.push('e-mail notifications are off (set SMTP_URL and CONTACT_TO to turn them on).');
  }
  if (config.server.host === 'next' && config.server.trustProxy.kind === 'none') {
    lines.push(
      "Next's own server hands the site the client's X-Forwarded-For and hides the connection's address, and " +
        'TRUST_PROXY is not set: every sender counts against one per-IP limit. Behind a proxy that overwrites ' +
        'X-Forwarded-For, set TRUST_PROXY (docs/security.md, "Trusting a proxy").',
    );
  }
  const shared = config.shared.redisUrl !== undefined;
  lines.push(
    `at most ${contact.rateLimit.limit} messages per IP in ${duration(contact.rateLimit.windowMs)} and ` +
      `${contact.siteLimit.limit} for the whole site in ${duration(contact.siteLimit.windowMs)} ` +
      `(${shared ? 'for every instance together, through Redis' : 'per process'}), ` +
      `after at least ${duration(contact.minFillMs)} on the form, within ${duration(contact.tokenTtlMs)} of opening it.`,
  );
  if (!contact.formSecret) {
    lines.push(
      shared
        ? 'CONTACT_FORM_SECRET is not set: forms are signed with the secret kept in Redis, the same for every instance.'
        : 'CONTACT_FORM_SECRET is not set: forms are signed with a secret derived from this build, the same for ' +
            'every instance of it (set one to keep forms valid across deployments).',
    );
  }
  return lines.map((line) => `Contact form: ${line}`);
}

const once = globalThis as typeof globalThis & { vitrineContactSetupLogged?: boolean };

/** Logs the contact form's setup once per process: at server start (instrumentation) or the first submission. */
export function logContactSetup(log: Pick<Console, 'info'> = console): void {
  if (once.vitrineContactSetupLogged) return;
  once.vitrineContactSetupLogged = true;
  for (const line of describeContactSetup(env())) log.info(line);
}
