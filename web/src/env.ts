/**
 * The only module that reads process.env. Every variable is validated once;
 * a missing or malformed one stops the build or server with a message that
 * names the variable and says what to set.
 */
import { z } from 'zod';

export class EnvError extends Error {
  override name = 'EnvError';
}

const apiVersion = z
  .string()
  .regex(/^v?(1|X|\d{4}-\d{2}-\d{2})$/, 'use a date like 2025-02-19 (or "X" for the experimental API)')
  .transform((value) => value.replace(/^v/, ''));

const optional = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

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
  SANITY_DATASET: optional(
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9_-]{0,63}$/,
        'a dataset name is lowercase letters, digits, "_" and "-", at most 64 characters',
      ),
  ),
  SANITY_API_VERSION: optional(apiVersion),
  SANITY_API_HOST: optional(z.url({ protocol: /^https?$/, error: 'an http(s) URL such as https://api.sanity.io' })),
  SANITY_API_READ_TOKEN: optional(z.string().min(1)),
  VITRINE_DATASET_DIR: optional(z.string().min(1)),
  ROOT_REDIRECT_TARGET: optional(z.string().min(1)),
  ROOT_REDIRECT_STATUS: optional(
    z.coerce.number().pipe(z.union([z.literal(301), z.literal(302), z.literal(307), z.literal(308)])),
  ),
});

export const DEFAULT_API_VERSION = '2025-02-19';

export type ContentConfig =
  | { source: 'local'; datasetDir: string }
  | {
      source: 'sanity';
      projectId: string;
      dataset: string;
      apiVersion: string;
      apiHost: string | undefined;
      readToken: string | undefined;
    };

export interface Env {
  content: ContentConfig;
  rootRedirect: { target: string; status: 301 | 302 | 307 | 308 } | undefined;
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
      }
    : { source: 'local', datasetDir: vars.VITRINE_DATASET_DIR ?? `${cwd}/../schemas/dataset` };

  if (vars.ROOT_REDIRECT_STATUS !== undefined && vars.ROOT_REDIRECT_TARGET === undefined) {
    throw new EnvError(
      'ROOT_REDIRECT_STATUS is set without ROOT_REDIRECT_TARGET. Set the target path or URL, or unset the status.',
    );
  }
  const rootRedirect = vars.ROOT_REDIRECT_TARGET
    ? { target: vars.ROOT_REDIRECT_TARGET, status: vars.ROOT_REDIRECT_STATUS ?? 307 }
    : undefined;

  return { content, rootRedirect };
}

let cached: Env | undefined;

/** The validated environment of this process, read once. */
export function env(): Env {
  cached ??= parseEnv(process.env, process.cwd());
  return cached;
}
