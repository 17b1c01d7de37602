/**
 * The only module that reads process.env. Every variable is validated once;
 * a missing or malformed one stops the build or server with a message that
 * names the variable and says what to set.
 */
import 'server-only';
import { z } from 'zod';
import { defaultLocale, localeCodes, type Locale } from '@vitrine/schemas';
import { ownerConfigDir } from '@vitrine/schemas/dataset';
import { CONTACT } from './config/contact';
import { LISTS } from './config/lists';
import { hostOf, isServerless, type Host } from './security/host';
import { isLoopback, parseTrustProxy, TrustProxyError, type TrustProxy } from './security/trust-proxy';

export class EnvError extends Error {
  override name = 'EnvError';
}

const apiVersion = z
  .string()
  .regex(/^v?(1|X|\d{4}-\d{2}-\d{2})$/, 'use a date like 2025-02-19 (or "X" for the experimental API)')
  .transform((value) => value.replace(/^v/, ''));

const PAGE_SIZE_RANGE = `a whole number of articles per page, 1 to ${LISTS.maxPageSize}`;

const optional = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const UNIT_MS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 } as const;
const DURATION = /^(\d+)(ms|s|m|h)$/;
/** "0", "500ms", "3s", "10m", "1h" → milliseconds. */
const toMs = (value: string): number => {
  const [, amount, unit] = DURATION.exec(value) ?? [, '0', 'ms'];
  return Number(amount) * UNIT_MS[unit as keyof typeof UNIT_MS];
};
const duration = z
  .string()
  .regex(/^(0|\d+(ms|s|m|h))$/, 'a duration such as 3s, 500ms, 10m or 0')
  .transform(toMs);
const rateLimit = z
  .string()
  .regex(/^[1-9]\d*\/[1-9]\d*(ms|s|m|h)$/, 'a count per duration, such as 5/10m (five messages per IP in ten minutes)')
  .transform((value) => {
    const [limit, window] = value.split('/') as [string, string];
    return { limit: Number(limit), windowMs: toMs(window) };
  });

const byteSize = z
  .string()
  .regex(/^\d+(kb|mb|gb)$/i, 'a size such as 512kb, 50mb or 1gb')
  .transform((value) => {
    const [, amount, unit] = /^(\d+)(kb|mb|gb)$/i.exec(value)!;
    return Number(amount) * { kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 }[unit!.toLowerCase() as 'kb' | 'mb' | 'gb'];
  });

const datasetName = z
  .string()
  .regex(
    /^[a-z0-9][a-z0-9_-]{0,63}$/,
    'a dataset name is lowercase letters, digits, "_" and "-", at most 64 characters',
  );

const schema = z.object({
  CONTENT_SOURCE: optional(z.enum(['local', 'sanity'])),
  SANITY_PROJECT_ID: optional(
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9-]{0,63}$/,
        'a Sanity project id is lowercase letters, digits and dashes (see sanity.io/manage)',
      ),
  ),
  SANITY_DATASET: optional(datasetName),
  SANITY_API_VERSION: optional(apiVersion),
  SANITY_API_HOST: optional(z.url({ protocol: /^https?$/, error: 'an http(s) URL such as https://api.sanity.io' })),
  SANITY_API_READ_TOKEN: optional(z.string().min(1)),
  VITRINE_DATASET_DIR: optional(z.string().min(1)),
  // The content check (docs/owner-guide.md, "When content is incomplete"): 1 turns its warnings into a failed build.
  CONTENT_STRICT: optional(
    z.enum(['0', '1', 'false', 'true'], '1 (or true) to fail the build on content warnings, 0 (or unset) not to'),
  ),
  LAKE_PORT: optional(z.coerce.number().int().min(1).max(65535, 'a TCP port, 1 to 65535 (the local Content Lake)')),
  LIST_PAGE_SIZE: optional(
    z.coerce
      .number(PAGE_SIZE_RANGE)
      .int(PAGE_SIZE_RANGE)
      .min(1, PAGE_SIZE_RANGE)
      .max(LISTS.maxPageSize, PAGE_SIZE_RANGE),
  ),
  VITRINE_CONFIG_DIR: optional(z.string().min(1)),
  ROOT_REDIRECT_TARGET: optional(z.string().min(1)),
  ROOT_REDIRECT_STATUS: optional(
    z.coerce.number().pipe(z.union([z.literal(301), z.literal(302), z.literal(307), z.literal(308)])),
  ),
  // Contact form: where messages go, the optional notification e-mail, abuse limits (docs/owner-guide.md, "The contact form").
  VITRINE_DATA_DIR: optional(z.string().min(1)),
  SANITY_API_WRITE_TOKEN: optional(z.string().min(1)),
  SMTP_URL: optional(
    z.url({ protocol: /^smtps?$/, error: 'an smtp:// or smtps:// URL such as smtps://user:password@smtp.example.com' }),
  ),
  CONTACT_TO: optional(z.email('the address that receives the notifications, e.g. you@example.com')),
  CONTACT_FROM: optional(z.string().min(3)),
  CONTACT_LOCALE: optional(z.enum(localeCodes, `one of ${localeCodes.join(', ')}`)),
  CONTACT_RATE_LIMIT: optional(rateLimit),
  CONTACT_MIN_FILL_TIME: optional(duration),
  CONTACT_TOKEN_TTL: optional(duration),
  CONTACT_SITE_LIMIT: optional(rateLimit),
  CONTACT_INBOX_MAX: optional(byteSize),
  CONTACT_FORM_SECRET: optional(
    z.string().min(32, 'at least 32 characters, e.g. the output of `openssl rand -hex 32`'),
  ),
  // Several instances as one: the Redis (or Valkey) every instance shares (docs/hosting.md, "Several instances").
  REDIS_URL: optional(
    z.url({
      protocol: /^rediss?$/,
      error: 'a redis:// or rediss:// URL such as redis://127.0.0.1:6379/0 (the number is the database)',
    }),
  ),
  // Preview and freshness: draft mode, the preview (staging) API, the revalidation webhook (docs/owner-guide.md, "Preview and freshness").
  PREVIEW_SECRET: optional(
    z.string().min(16, 'at least 16 random characters, e.g. the output of `openssl rand -hex 32`'),
  ),
  SANITY_PREVIEW_DATASET: optional(datasetName),
  SANITY_PREVIEW_API_HOST: optional(
    z.url({ protocol: /^https?$/, error: 'an http(s) URL such as https://api.sanity.io (a staging API host)' }),
  ),
  SANITY_REVALIDATE_SECRET: optional(z.string().min(16, 'at least 16 random characters, the secret of the webhook')),
  // The server (`npm start`): where it listens, which proxies it believes, the public address.
  NODE_ENV: optional(z.enum(['development', 'production', 'test'])),
  PORT: optional(z.coerce.number().int().min(1).max(65535, 'a TCP port, 1 to 65535')),
  HOSTNAME: optional(
    z.string().regex(/^[A-Za-z0-9.:[\]-]{1,253}$/, 'a host name or address to listen on, e.g. 0.0.0.0'),
  ),
  TRUST_PROXY: optional(z.string()),
  NEXT_DIST_DIR: optional(z.string().regex(/^(?!\.\.?$)[\w.-]+$/, 'a directory name inside web/, e.g. .next')),
  SITE_URL: optional(
    z
      .url({ protocol: /^https?$/, error: 'the public address of the site, e.g. https://portfolio.example' })
      .refine((value) => {
        try {
          return !/[?#]/.test(value) && new URL(value).pathname === '/';
        } catch {
          return true; // not a URL: reported by z.url above
        }
      }, 'an origin without path, e.g. https://portfolio.example'),
  ),
  SANITY_STUDIO_URL: optional(
    z.url({
      protocol: /^https?$/,
      error: 'the Studio URL, e.g. https://vitrine.sanity.studio or http://localhost:3333',
    }),
  ),
});

/** Every variable the site reads: web/.env.example documents each one (env.test.ts checks). */
export const ENV_VARIABLES = Object.keys(schema.shape) as (keyof typeof schema.shape)[];

export const DEFAULT_API_VERSION = '2025-02-19';

/** The default port of the local Content Lake (`npm run studio`), which the dev site asks about Presentation's secrets. */
export const DEFAULT_LAKE_PORT = 3334;

export type ContentConfig =
  | {
      source: 'local';
      datasetDir: string;
      /** Notice a change of the dataset file on the next query, published content included (`next dev`). */
      watch: boolean;
      /**
       * The local Content Lake the Studio edits the file through (LAKE_PORT; 3334 in development):
       * the Presentation tool's preview secrets are checked there. Undefined: Presentation is off.
       */
      lakeUrl: string | undefined;
      /** Where `npm run studio` keeps the owner's secret, which the lake asks of the site (VITRINE_CONFIG_DIR). */
      ownerConfigDir: string;
    }
  | {
      source: 'sanity';
      projectId: string;
      dataset: string;
      apiVersion: string;
      apiHost: string | undefined;
      readToken: string | undefined;
      /** Drafts are read here: SANITY_PREVIEW_DATASET / SANITY_PREVIEW_API_HOST, else the public ones. */
      preview: { dataset: string; apiHost: string | undefined };
    };

export interface ContactConfig {
  /** VITRINE_DATA_DIR (default web/.data): the local inbox lives here. */
  dataDir: string;
  /** The local inbox: `<dataDir>/messages.ndjson`, one contact message per line. */
  inboxFile: string;
  /** SANITY_API_WRITE_TOKEN: with the sanity source, messages are created in the dataset. Server-only. */
  writeToken: string | undefined;
  /** The notification e-mail, in the owner's language (CONTACT_LOCALE); off unless SMTP_URL and CONTACT_TO are set. */
  notify: { smtpUrl: string; to: string; from: string; locale: Locale } | undefined;
  rateLimit: { limit: number; windowMs: number };
  /** Messages the whole site accepts per window, whoever sends them (CONTACT_SITE_LIMIT). */
  siteLimit: { limit: number; windowMs: number };
  minFillMs: number;
  /** How long a rendered form's token may be sent (CONTACT_TOKEN_TTL). */
  tokenTtlMs: number;
  /** The local inbox stops accepting past this size, before the disk fills (CONTACT_INBOX_MAX). */
  inboxMaxBytes: number;
  /**
   * CONTACT_FORM_SECRET signs the form's render tokens; unset, one shared through Redis, else one derived
   * from the build (contact/secret.ts).
   */
  formSecret: string | undefined;
}

export interface PreviewConfig {
  /** PREVIEW_SECRET: `/api/draft-mode/enable?secret=…` turns draft mode on. Unset: only the Presentation tool can. */
  secret: string | undefined;
  /** SANITY_REVALIDATE_SECRET: the signing secret of the webhook POST /api/revalidate. Unset: the route answers 403. */
  revalidateSecret: string | undefined;
  /** SANITY_STUDIO_URL: where Visual Editing overlays send an editor (click to edit); unset, no overlays. */
  studioUrl: string | undefined;
}

export interface ServerConfig {
  /** Which server runs the site (security/host.ts): the Vitrine server, a platform's, or Next's own. */
  host: Host;
  /** PORT (3000) and HOSTNAME (every interface), as `next start` reads them. */
  port: number;
  hostname: string | undefined;
  /** TRUST_PROXY: which peers' X-Forwarded-* headers are believed (security/trust-proxy.ts). */
  trustProxy: TrustProxy;
  /** SITE_URL: the public origin (canonical URLs, feeds); unset, the site settings' URL is used. */
  siteUrl: string | undefined;
  /** NEXT_DIST_DIR (.next): the build `npm start` serves, as next.config.ts reads it for `next build`. */
  distDir: string;
  /** NODE_ENV=production: `next build` and `npm start` set it. */
  production: boolean;
  /** `next build` is running (Next sets NEXT_PHASE): nothing is shared with running instances then. */
  building: boolean;
  /**
   * Cookies the site sets carry Secure: always in production, except when
   * SITE_URL says the site is served over plain HTTP on this machine
   * (http://localhost…). Decided by the deployment, never by a request's Host.
   */
  secureCookies: boolean;
}

export interface SharedStateConfig {
  /** REDIS_URL: the state every instance shares (src/shared-state/); unset, each process keeps its own. */
  redisUrl: string | undefined;
}

export interface ContentCheckConfig {
  /** CONTENT_STRICT=1: a content warning fails the build as an error does (content/check/). */
  strict: boolean;
}

export interface ListsConfig {
  /** Articles on each page of a language's articles list (LIST_PAGE_SIZE, else config/lists.ts). */
  pageSize: number;
}

export interface Env {
  server: ServerConfig;
  lists: ListsConfig;
  shared: SharedStateConfig;
  content: ContentConfig;
  contentCheck: ContentCheckConfig;
  rootRedirect: { target: string; status: 301 | 302 | 307 | 308 } | undefined;
  contact: ContactConfig;
  preview: PreviewConfig;
}

/** Pure: validates a raw environment. Exported for tests; the app uses `env()`. */
export function parseEnv(raw: Record<string, string | undefined>, cwd: string): Env {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${String(issue.path[0])}: ${issue.message}`);
    throw new EnvError(
      `Invalid environment:\n${lines.join('\n')}\nFix the variable(s) above in web/.env.local (see web/.env.example).`,
    );
  }
  const vars = parsed.data;
  const hasProject = vars.SANITY_PROJECT_ID !== undefined;
  const hasDataset = vars.SANITY_DATASET !== undefined;

  if (hasProject !== hasDataset && vars.CONTENT_SOURCE !== 'local') {
    const missing = hasProject ? 'SANITY_DATASET' : 'SANITY_PROJECT_ID';
    throw new EnvError(
      `${missing} is not set, but ${hasProject ? 'SANITY_PROJECT_ID' : 'SANITY_DATASET'} is. ` +
        `Set both to read from Sanity, unset both to use the bundled demo content, or set CONTENT_SOURCE=local.`,
    );
  }
  if (vars.CONTENT_SOURCE === 'sanity' && !(hasProject && hasDataset)) {
    throw new EnvError(
      'CONTENT_SOURCE=sanity needs SANITY_PROJECT_ID and SANITY_DATASET. Set them, or remove CONTENT_SOURCE.',
    );
  }

  const useSanity = vars.CONTENT_SOURCE === 'sanity' || (vars.CONTENT_SOURCE === undefined && hasProject && hasDataset);
  const content: ContentConfig = useSanity
    ? {
        source: 'sanity',
        projectId: vars.SANITY_PROJECT_ID!,
        dataset: vars.SANITY_DATASET!,
        apiVersion: vars.SANITY_API_VERSION ?? DEFAULT_API_VERSION,
        apiHost: vars.SANITY_API_HOST,
        readToken: vars.SANITY_API_READ_TOKEN,
        preview: {
          dataset: vars.SANITY_PREVIEW_DATASET ?? vars.SANITY_DATASET!,
          apiHost: vars.SANITY_PREVIEW_API_HOST ?? vars.SANITY_API_HOST,
        },
      }
    : {
        source: 'local',
        datasetDir: vars.VITRINE_DATASET_DIR ?? `${cwd}/../schemas/dataset`,
        watch: vars.NODE_ENV === 'development',
        lakeUrl:
          vars.LAKE_PORT !== undefined || vars.NODE_ENV === 'development'
            ? `http://127.0.0.1:${vars.LAKE_PORT ?? DEFAULT_LAKE_PORT}`
            : undefined,
        ownerConfigDir: ownerConfigDir(raw),
      };

  if (vars.ROOT_REDIRECT_STATUS !== undefined && vars.ROOT_REDIRECT_TARGET === undefined) {
    throw new EnvError(
      'ROOT_REDIRECT_STATUS is set without ROOT_REDIRECT_TARGET. Set the target path or URL, or unset the status.',
    );
  }
  const rootRedirect = vars.ROOT_REDIRECT_TARGET
    ? { target: vars.ROOT_REDIRECT_TARGET, status: vars.ROOT_REDIRECT_STATUS ?? 307 }
    : undefined;

  if ((vars.SMTP_URL === undefined) !== (vars.CONTACT_TO === undefined)) {
    throw new EnvError(
      vars.SMTP_URL
        ? 'SMTP_URL is set without CONTACT_TO. ' +
            'Set CONTACT_TO to the address that receives the contact notifications, or unset SMTP_URL.'
        : 'CONTACT_TO is set without SMTP_URL. ' +
            'Set SMTP_URL (e.g. smtps://user:password@smtp.example.com) to send the notifications, or unset CONTACT_TO.',
    );
  }
  const host = hostOf(raw);
  if (isServerless(host) && !(content.source === 'sanity' && vars.SANITY_API_WRITE_TOKEN)) {
    throw new EnvError(
      `On ${host === 'vercel' ? 'Vercel' : 'Netlify'} no disk outlasts a request, so the contact form's local inbox ` +
        '(VITRINE_DATA_DIR) would lose messages. Connect a Sanity project (SANITY_PROJECT_ID, SANITY_DATASET) and set ' +
        'SANITY_API_WRITE_TOKEN (an Editor token) so messages are created in Sanity, or host the site with `npm start` ' +
        '(docs/hosting.md).',
    );
  }
  const dataDir = (vars.VITRINE_DATA_DIR ?? `${cwd}/.data`).replace(/(.)\/+$/, '$1');
  const contact: ContactConfig = {
    dataDir,
    inboxFile: `${dataDir}/${CONTACT.inboxFile}`,
    writeToken: vars.SANITY_API_WRITE_TOKEN,
    notify:
      vars.SMTP_URL && vars.CONTACT_TO
        ? {
            smtpUrl: vars.SMTP_URL,
            to: vars.CONTACT_TO,
            from: vars.CONTACT_FROM ?? vars.CONTACT_TO,
            locale: vars.CONTACT_LOCALE ?? defaultLocale,
          }
        : undefined,
    rateLimit: vars.CONTACT_RATE_LIMIT ?? CONTACT.rateLimit,
    siteLimit: vars.CONTACT_SITE_LIMIT ?? CONTACT.siteLimit,
    minFillMs: vars.CONTACT_MIN_FILL_TIME ?? CONTACT.minFillMs,
    tokenTtlMs: vars.CONTACT_TOKEN_TTL ?? CONTACT.tokenTtlMs,
    inboxMaxBytes: vars.CONTACT_INBOX_MAX ?? CONTACT.inboxMaxBytes,
    formSecret: vars.CONTACT_FORM_SECRET,
  };

  if (content.source === 'sanity' && vars.PREVIEW_SECRET !== undefined && content.readToken === undefined) {
    throw new EnvError(
      'PREVIEW_SECRET is set, but SANITY_API_READ_TOKEN is not: a preview of a Sanity project reads drafts with a ' +
        'viewer token. Create one (role Viewer) at sanity.io/manage → API → Tokens, or unset PREVIEW_SECRET.',
    );
  }
  const preview: PreviewConfig = {
    secret: vars.PREVIEW_SECRET,
    revalidateSecret: vars.SANITY_REVALIDATE_SECRET,
    studioUrl: vars.SANITY_STUDIO_URL,
  };

  let trustProxy: TrustProxy;
  try {
    trustProxy = parseTrustProxy(vars.TRUST_PROXY);
  } catch (error) {
    if (!(error instanceof TrustProxyError)) throw error;
    throw new EnvError(`TRUST_PROXY: ${error.message}`);
  }
  const production = vars.NODE_ENV === 'production';
  const siteUrl = vars.SITE_URL?.replace(/\/$/, '');
  const plainLocal = siteUrl !== undefined && siteUrl.startsWith('http:') && isLoopback(new URL(siteUrl).hostname);
  const server: ServerConfig = {
    host,
    port: vars.PORT ?? 3000,
    hostname: vars.HOSTNAME,
    trustProxy,
    siteUrl,
    distDir: vars.NEXT_DIST_DIR ?? '.next',
    production,
    // Next's own variable, not one to set: outside the schema and web/.env.example.
    building: raw.NEXT_PHASE === 'phase-production-build',
    secureCookies: production && !plainLocal,
  };

  const contentCheck: ContentCheckConfig = { strict: vars.CONTENT_STRICT === '1' || vars.CONTENT_STRICT === 'true' };

  const lists: ListsConfig = { pageSize: vars.LIST_PAGE_SIZE ?? LISTS.pageSize };

  return {
    server,
    lists,
    shared: { redisUrl: vars.REDIS_URL },
    content,
    contentCheck,
    rootRedirect,
    contact,
    preview,
  };
}

let cached: Env | undefined;

/** The validated environment of this process, read once. */
export function env(): Env {
  cached ??= parseEnv(process.env, process.cwd());
  return cached;
}
