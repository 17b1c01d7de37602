/**
 * The owner's machine after `npm run studio`, in a temporary folder: a copy of
 * the dataset folder, a $HOME whose NSS database trusts the local CA (made and
 * trusted the way `npm run studio` does it), the owner's secret beside the CA,
 * and the local Content Lake serving the built Studio (studio/dist) over
 * HTTP/2 and TLS, saving to the copy and obeying only that secret.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import { lakeSecret } from '@vitrine/schemas/dataset';
import { localTls, startLake, trust, type Lake, type TrustReport } from '@vitrine/studio/lake';
import { CHROME_ARGS, findChrome } from './chrome.ts';
import { DATASET_DIR } from './dataset.ts';
import { generateBuild, startSite, type RunningSite } from './server.ts';

export const STUDIO_DIST = fileURLToPath(new URL('../../studio/dist/', import.meta.url));

export interface OwnerMachine {
  /** The temporary folder holding everything below; `remove()` deletes it. */
  root: string;
  /** The owner's dataset folder (a copy of schemas/dataset), which the lake saves to. */
  dataDir: string;
  /** The $HOME whose NSS database trusts the lake's CA. */
  home: string;
  /** The owner's folder in that $HOME (VITRINE_CONFIG_DIR): the CA, and the secret the lake asks for. */
  configDir: string;
  /** The owner's secret: what the Studio sends, and the dev site reads from `configDir`. */
  secret: string;
  /** A page of the Studio as the owner opens it: with the secret in the `#token=` fragment `npm run studio` prints. */
  studioUrl(path: string): string;
  trusted: TrustReport;
  lake: Lake;
  /** Chromium with that $HOME: it trusts the lake as the owner's browser does, with no flag. */
  launchBrowser(): Promise<Browser>;
  remove(): Promise<void>;
}

export async function startOwnerMachine(log?: (line: string) => void): Promise<OwnerMachine> {
  const root = mkdtempSync(join(tmpdir(), 'vitrine-owner-'));
  const dataDir = join(root, 'dataset');
  cpSync(DATASET_DIR, dataDir, { recursive: true });
  const home = join(root, 'home');
  const configDir = join(home, '.config', 'vitrine');
  const tls = localTls(configDir);
  const trusted = trust(tls, home);
  const { secret } = lakeSecret(configDir);
  const lake = await startLake({
    datasetDir: dataDir,
    persist: true,
    token: secret,
    localUser: true,
    projectId: 'local',
    tls,
    studioDir: STUDIO_DIST,
    idleTimeoutMs: 0,
    log,
  });
  return {
    root,
    dataDir,
    home,
    configDir,
    secret,
    studioUrl: (path) => `${lake.secureUrl}${path}#token=${secret}`,
    trusted,
    lake,
    launchBrowser: () =>
      chromium.launch({ executablePath: findChrome(), args: CHROME_ARGS, env: { ...process.env, HOME: home } }),
    remove: async () => {
      await lake.settled();
      await lake.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** The owner's two sites: what they run while editing, and what visitors get. */
export interface OwnerSites {
  /** `next dev` on the local source, reading the owner's dataset folder, as `npm run dev` runs it. */
  dev: RunningSite;
  /** A site built on the Sanity source against the lake, refreshed by the lake's webhook. */
  built: RunningSite;
  stop(): Promise<void>;
}

/**
 * Starts both sites on the owner's machine (from the site's build in `web/.next`, copied to `<distDir>-sanity`;
 * the dev site compiles into `<distDir>-dev`) and points the lake's webhook at the built one.
 */
export async function startOwnerSites(
  machine: OwnerMachine,
  { distDir, webhookSecret }: { distDir: string; webhookSecret: string },
): Promise<OwnerSites> {
  const { lake, root } = machine;
  const builtEnv = {
    SANITY_PROJECT_ID: 'local',
    SANITY_DATASET: 'production',
    SANITY_API_HOST: lake.url,
    // The owner's secret writes (the contact form's messages), as they would set it for this site.
    SANITY_API_WRITE_TOKEN: machine.secret,
    SANITY_REVALIDATE_SECRET: webhookSecret,
    VITRINE_DATA_DIR: join(root, 'built-data'),
    CONTACT_RATE_LIMIT: '1000/1m',
    CONTACT_MIN_FILL_TIME: '0',
    NEXT_DIST_DIR: `${distDir}-sanity`,
  };
  const [dev] = await Promise.all([
    startSite(
      {
        CONTENT_SOURCE: 'local',
        VITRINE_DATASET_DIR: machine.dataDir,
        VITRINE_DATA_DIR: join(root, 'dev-data'),
        LAKE_PORT: String(lake.port),
        // Where the dev site finds the owner's secret, as `npm run dev` finds it under the owner's $HOME.
        VITRINE_CONFIG_DIR: machine.configDir,
        NEXT_DIST_DIR: `${distDir}-dev`,
      },
      600_000,
      { dev: true, host: 'localhost' },
    ),
    generateBuild(builtEnv.NEXT_DIST_DIR, builtEnv),
  ]);
  const built = await startSite(builtEnv).catch(async (error: unknown) => {
    await dev.stop();
    throw error;
  });
  lake.setWebhook({ url: `${built.url}/api/revalidate`, secret: webhookSecret });
  return {
    dev,
    built,
    stop: async () => {
      lake.setWebhook(null);
      await Promise.all([dev.stop(), built.stop()]);
    },
  };
}
