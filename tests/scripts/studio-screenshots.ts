/**
 * `npm run screenshots:studio -w @vitrine/tests [out-dir]`: the Studio as the
 * owner sees it with no account (the built Studio, served by the local Content
 * Lake over a copy of the dataset, trusted through a temporary $HOME's NSS
 * database), in light and dark (the Studio follows the system's scheme):
 * `studio-{desk,settings,article,presentation,inbox}-{light,dark}.png` in
 * docs/screenshots/ unless told another folder. The Presentation tool previews
 * the dev site (`next dev`, local source), as for the owner. Run
 * `npm run build -w @vitrine/studio` first.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { startOwnerMachine } from '../support/owner.ts';
import { startSite } from '../support/server.ts';

const OUT = process.argv[2]
  ? resolve(process.argv[2])
  : fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));

async function settle(page: Page, selector: string): Promise<void> {
  await page.locator(selector).first().waitFor({ timeout: 120_000 });
  // Previews, images and the document's validation arrive just after the form.
  await page.waitForTimeout(4000);
}

async function main() {
  mkdirSync(OUT, { recursive: true });
  const machine = await startOwnerMachine();
  const { lake, root, dataDir } = machine;
  const site = await startSite(
    {
      CONTENT_SOURCE: 'local',
      VITRINE_DATASET_DIR: dataDir,
      VITRINE_DATA_DIR: join(root, 'data'),
      LAKE_PORT: String(lake.port),
      VITRINE_CONFIG_DIR: machine.configDir,
      NEXT_DIST_DIR: '.next-studio-shots',
    },
    600_000,
    { dev: true, host: 'localhost' },
  );
  const browser = await machine.launchBrowser();
  const written: string[] = [];
  try {
    for (const scheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({
        viewport: { width: 1440, height: 900 },
        deviceScaleFactor: 1,
        colorScheme: scheme,
      });
      // Never leave the machine: Sanity's font, bridge and version check are blocked (the system font shows).
      await context.route('**/*', (route) => {
        const { hostname } = new URL(route.request().url());
        return hostname === 'localhost' || hostname === '127.0.0.1' ? route.continue() : route.abort();
      });
      const page = await context.newPage();
      const shot = async (name: string) => {
        const path = join(OUT, `studio-${name}-${scheme}.png`);
        await page.screenshot({ path });
        written.push(path);
      };

      await page.goto(machine.studioUrl(`/structure/article;article-en`));
      await settle(page, 'text=Designing for calm');
      await shot('desk');

      await page.goto(machine.studioUrl(`/structure/siteSettings`));
      await settle(page, '[data-testid="field-profile.name"] input');
      await shot('settings');

      await page.goto(machine.studioUrl(`/structure/article;article-en;article-calm-en`));
      await settle(page, '[data-testid="field-title"] input');
      await shot('article');

      // As studio.spec.ts opens it: /fr in draft mode, its document (the French home page) beside it, Visual
      // Editing connected.
      await page.goto(machine.studioUrl(`/presentation?preview=${encodeURIComponent(`${site.url}/fr`)}`));
      await page.frameLocator('iframe').first().getByText('Mode aperçu').waitFor({ timeout: 240_000 });
      await page.getByRole('checkbox', { name: 'Edit' }).and(page.locator(':enabled')).waitFor({ timeout: 120_000 });
      await settle(page, 'role=heading[name="Accueil"]');
      await shot('presentation');

      await page.goto(machine.studioUrl(`/structure/inbox`));
      await settle(page, 'text=Speaking at Design Systems Lisbon?');
      await page.getByText('Speaking at Design Systems Lisbon?').first().click();
      await page.waitForTimeout(3000);
      await shot('inbox');
      await context.close();
    }
  } finally {
    await browser.close();
    await site.stop();
    await machine.remove();
  }
  process.stdout.write(`wrote\n${written.join('\n')}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
