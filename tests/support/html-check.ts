/**
 * The Nu Html Checker (vnu.jar, from the pinned `vnu-jar` package, run with
 * the machine's Java 17+) over pages as the server sends them, and the crawl
 * that finds them: every page the site links to, from each language's home.
 * One JVM checks them all (its start costs seconds; a page costs milliseconds).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';

/** The jar's path: the package exports it (its own launcher would download a Java where none is found: not used). */
export const VNU_JAR: string = String(createRequire(import.meta.url)('vnu-jar'));

export interface CheckedPage {
  /** What the page is, for the report: its path, and how it was asked for when that matters. */
  label: string;
  html: string;
}

export interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: 'warning' | 'fatal' | 'io' | 'schema' | 'internal';
  message: string;
  extract?: string;
  lastLine?: number;
}

export interface PageReport {
  label: string;
  errors: VnuMessage[];
  warnings: VnuMessage[];
}

/** Runs vnu once over every page; the messages of each, errors and warnings apart (plain info notes are left out). */
export async function checkHtml(
  pages: readonly CheckedPage[],
  java = process.env.JAVA ?? 'java',
): Promise<PageReport[]> {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-vnu-'));
  try {
    const files = pages.map((page, i) => {
      const file = join(dir, `page-${String(i).padStart(4, '0')}.html`);
      writeFileSync(file, page.html);
      return file;
    });
    const output = await run(java, ['-jar', VNU_JAR, '--format', 'json', '--stdout', '--exit-zero-always', ...files]);
    const { messages } = JSON.parse(output) as { messages: (VnuMessage & { url?: string })[] };
    // vnu names a file `file:/tmp/…` (one slash): matched by its name, unique in the folder.
    const byFile = new Map(files.map((file, i) => [basename(file), i]));
    const reports: PageReport[] = pages.map((page) => ({ label: page.label, errors: [], warnings: [] }));
    for (const message of messages) {
      const index = message.url === undefined ? undefined : byFile.get(basename(message.url));
      if (index === undefined) throw new Error(`vnu said something of no page: ${JSON.stringify(message)}`);
      if (standardButUnknownToVnu(message)) continue;
      if (message.type !== 'info') reports[index]!.errors.push(message);
      else if (message.subType === 'warning') reports[index]!.warnings.push(message);
    }
    return reports;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The one message the checker gives valid HTML: it allows `blocking` on a stylesheet link only, while the
 * HTML Standard allows it on `<link rel="expect">` too (the link type "expect", whose own example is
 * `<link rel=expect href="#critical-content" blocking=render>`). Passed over only for exactly that
 * link, with a fragment for its `href`; `blocking` on any other link is still an error.
 */
const BLOCKING_ON_NON_STYLESHEET =
  'A \u201clink\u201d element with a \u201cblocking\u201d attribute must have a \u201crel\u201d attribute whose value is \u201cstylesheet\u201d.';
const EXPECT_LINK = /<link rel="expect" href="#[\w-]+" blocking="render"\/?>/;

export function standardButUnknownToVnu(message: Pick<VnuMessage, 'message' | 'extract'>): boolean {
  return message.message === BLOCKING_ON_NON_STYLESHEET && EXPECT_LINK.test(message.extract ?? '');
}

function run(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('error', (error) =>
      reject(
        new Error(
          `${command} could not run (${error.message}): the HTML check needs Java 17 or newer (Debian: apt-get install -y default-jre-headless)`,
        ),
      ),
    );
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`vnu exited with ${code}:\n${err}`))));
  });
}

/** One line per message, for a failure's report. */
export function describeReports(reports: readonly PageReport[]): string {
  return reports
    .flatMap((report) =>
      [...report.errors, ...report.warnings].map(
        (message) =>
          `${report.label}:${message.lastLine ?? '?'}: ${message.subType ?? message.type}: ${message.message} ${JSON.stringify(message.extract ?? '')}`,
      ),
    )
    .join('\n');
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
};

/** The same-origin paths (with their query) a page links to with `<a href>`. */
export function linkedPaths(html: string, base: string): string[] {
  const paths: string[] = [];
  for (const match of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/gi)) {
    const href = match[1]!.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity]!);
    const url = new URL(href, base);
    if (url.origin !== new URL(base).origin) continue;
    paths.push(`${url.pathname}${url.search}`);
  }
  return paths;
}

export interface Crawled {
  path: string;
  status: number;
  html: string;
}

/**
 * Every HTML page reachable by links from `starts`, once each (redirects
 * followed, the path kept as linked). Links to anything but HTML (feeds,
 * images) are fetched once and left.
 */
export async function crawl(
  base: string,
  starts: readonly string[],
  { cookie, limit = 1000 }: { cookie?: string; limit?: number } = {},
): Promise<Crawled[]> {
  const seen = new Set<string>(starts);
  const queue = [...starts];
  const pages: Crawled[] = [];
  while (queue.length > 0) {
    const batch = queue.splice(0, 4);
    const answers = await Promise.all(
      batch.map(async (path) => {
        const response = await fetch(`${base}${path}`, { headers: cookie ? { cookie } : {} });
        const type = response.headers.get('content-type') ?? '';
        return { path, status: response.status, html: type.startsWith('text/html') ? await response.text() : null };
      }),
    );
    for (const answer of answers) {
      if (answer.html === null) continue;
      pages.push({ path: answer.path, status: answer.status, html: answer.html });
      for (const path of linkedPaths(answer.html, `${base}${answer.path}`)) {
        if (seen.has(path) || path.startsWith('/api/')) continue;
        if (seen.size >= limit) throw new Error(`more than ${limit} paths: is a link growing without end?`);
        seen.add(path);
        queue.push(path);
      }
    }
  }
  return pages;
}
