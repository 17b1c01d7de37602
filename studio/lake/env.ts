/**
 * What `npm run studio` reads from the environment (and `studio/.env*`, as
 * `sanity dev` does), validated once: a malformed value stops it with a
 * message naming the variable and what to set.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import { z } from 'zod';
import { DEFAULT_PREVIEW_URL } from '../src/env';

export class LakeEnvError extends Error {
  override name = 'LakeEnvError';
}

const port = (fallback: number) =>
  z.preprocess(
    (value) => (value === undefined || value === '' ? String(fallback) : value),
    z
      .string()
      .regex(/^\d{1,5}$/, 'a TCP port, e.g. 3334')
      .transform(Number)
      .refine((value) => value >= 1 && value <= 65535, 'a TCP port, 1 to 65535'),
  );

const optional = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const schema = z
  .object({
    SANITY_STUDIO_PROJECT_ID: optional(z.string()),
    STUDIO_PORT: port(3333),
    LAKE_PORT: port(3334),
    VITRINE_DATASET_DIR: optional(z.string().min(1)),
    LAKE_WEBHOOK_URL: optional(
      z.url({ protocol: /^https?$/, error: 'the URL to POST to, e.g. http://localhost:3000/api/revalidate' }),
    ),
    SANITY_STUDIO_PREVIEW_URL: optional(
      z.url({ protocol: /^https?$/, error: 'the dev site the Presentation tool opens, e.g. http://localhost:3000' }),
    ),
    LAKE_WEBHOOK_SECRET: optional(
      z.string().min(16, 'at least 16 characters: the same value as SANITY_REVALIDATE_SECRET on the site'),
    ),
  })
  .refine((env) => env.STUDIO_PORT !== env.LAKE_PORT, {
    message: 'STUDIO_PORT and LAKE_PORT must differ',
    path: ['LAKE_PORT'],
  })
  .refine((env) => !env.LAKE_WEBHOOK_SECRET || env.LAKE_WEBHOOK_URL, {
    message: 'LAKE_WEBHOOK_SECRET is set without LAKE_WEBHOOK_URL: set the URL the webhook calls',
    path: ['LAKE_WEBHOOK_URL'],
  });

export interface StudioEnv {
  /** Set: the Studio talks to that Sanity project, as `sanity dev` always did. */
  projectId: string | undefined;
  studioPort: number;
  lakePort: number;
  datasetDir: string;
  /** The dev site the Studio's Presentation tool opens (`SANITY_STUDIO_PREVIEW_URL`), by origin. */
  previewOrigin: string;
  webhook: { url: string; secret?: string } | undefined;
}

/** The `studio/.env` files `sanity dev` (Vite) reads, lowest priority first; the process's own env wins. */
const ENV_FILES = ['.env', '.env.local', '.env.development', '.env.development.local'];

export function readStudioEnv(studioDir: string, processEnv: NodeJS.ProcessEnv, defaultDatasetDir: string): StudioEnv {
  const fromFiles: Record<string, string> = {};
  for (const name of ENV_FILES) {
    const file = join(studioDir, name);
    if (existsSync(file)) Object.assign(fromFiles, parseEnv(readFileSync(file, 'utf8')));
  }
  const result = schema.safeParse({ ...fromFiles, ...processEnv });
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.') || 'env'}: ${issue.message}`);
    throw new LakeEnvError(
      `npm run studio: fix these variables (environment or studio/.env.local):\n${problems.join('\n')}`,
    );
  }
  const env = result.data;
  return {
    projectId: env.SANITY_STUDIO_PROJECT_ID?.trim() || undefined,
    studioPort: env.STUDIO_PORT,
    lakePort: env.LAKE_PORT,
    datasetDir: env.VITRINE_DATASET_DIR ?? defaultDatasetDir,
    previewOrigin: new URL(env.SANITY_STUDIO_PREVIEW_URL ?? DEFAULT_PREVIEW_URL).origin,
    webhook: env.LAKE_WEBHOOK_URL ? { url: env.LAKE_WEBHOOK_URL, secret: env.LAKE_WEBHOOK_SECRET } : undefined,
  };
}
