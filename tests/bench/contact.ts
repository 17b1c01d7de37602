/**
 * `npm run bench:contact -w @vitrine/tests`: how long a contact form submission
 * takes, p50/p99 over 200, and whether 200 at once are all stored exactly once.
 * Not a test: it prints numbers.
 *
 * 1. In process: `submitContact` on a local inbox in a temporary folder (real
 *    writes and fdatasync; what the server action does after parsing the post).
 * 2. With `--http`: the built site (`next start`), sent as a browser with
 *    JavaScript does (the action called directly; the answer is its result) and
 *    as one without (the form posted; the answer is the page rendered again).
 *    Each post carries the token of its own GET of the page. `--dist .next-x`
 *    serves another build directory.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import type { ContactSubmission } from '@/contact/submit';
import { startSite, WEB_DIR } from '../support/server.ts';
import { inboxService, message, silent, tempInbox } from '../contact/support.ts';

const N = 200;
const { values: options } = parseArgs({
  options: { http: { type: 'boolean', default: false }, dist: { type: 'string' } },
});

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
function report(label: string, times: number[], wallMs?: number) {
  const sorted = [...times].sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(10);
  console.log(
    `${label.padEnd(44)} p50 ${ms(quantile(sorted, 0.5))}   p99 ${ms(quantile(sorted, 0.99))}   max ${ms(sorted.at(-1)!)}` +
      (wallMs === undefined ? '' : `   all ${N} in ${ms(wallMs)}`),
  );
}

async function timed<T>(run: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await run();
  return [result, performance.now() - started];
}

async function countStored(file: string): Promise<{ lines: number; ids: number }> {
  const lines = (await readFile(file, 'utf8')).split('\n').filter(Boolean);
  return { lines: lines.length, ids: new Set(lines.map((line) => (JSON.parse(line) as { _id: string })._id)).size };
}

async function inProcess() {
  console.log(`\nsubmitContact, local inbox (fdatasync), ${N} submissions`);
  for (const mode of ['one after another', 'all at once'] as const) {
    const inbox = await tempInbox();
    try {
      const service = inboxService(inbox.file, { log: silent });
      const submissions = Array.from({ length: N }, (_, i) => message(i));
      const submit = (i: number) => timed(() => service.submit(submissions[i]!, { ip: '203.0.113.1', locale: 'en' }));
      const [results, wall] = await timed(async () => {
        if (mode === 'all at once') return Promise.all(submissions.map((_, i) => submit(i)));
        const out = [];
        for (let i = 0; i < N; i++) out.push(await submit(i));
        return out;
      });
      const failed = results.filter(([result]) => !result.ok).length;
      report(
        `  ${mode}`,
        results.map(([, ms]) => ms),
        wall,
      );
      const stored = await countStored(inbox.file);
      console.log(
        `    stored: ${stored.lines} lines, ${stored.ids} distinct ids, ${failed} refused (expected ${N}, ${N}, 0)`,
      );
    } finally {
      await inbox.cleanup();
    }
  }
}

/** The inputs of the contact form in a page: what a browser without JavaScript posts back. */
function formFields(html: string): Record<string, string> {
  const form = /<form[^>]*>([\s\S]*?)<\/form>/.exec(html)?.[1] ?? '';
  const fields: Record<string, string> = {};
  for (const [, attributes] of form.matchAll(/<input([^>]*)>/g)) {
    const name = /name="([^"]*)"/.exec(attributes!)?.[1];
    const value = /value="([^"]*)"/.exec(attributes!)?.[1] ?? '';
    if (name) fields[name.replace(/&amp;/g, '&')] = value.replace(/&quot;/g, '"').replace(/&amp;/g, '&');
  }
  return fields;
}

/** React's encoding of a server action's arguments, as the browser sends them (Next's compiled copy). */
const { encodeReply } = createRequire(`${WEB_DIR}package.json`)(
  'next/dist/compiled/react-server-dom-turbopack/client.edge.js',
) as { encodeReply(value: unknown): Promise<string | FormData> };

type Post = (url: string, form: Record<string, string>, fields: ContactSubmission) => Promise<boolean>;

const POSTS: Record<string, Post> = {
  // With JavaScript the form calls the action directly: `Next-Action`, the arguments encoded, the answer alone.
  'with JavaScript (action call)': async (url, form, fields) => {
    const { id } = JSON.parse(form['$ACTION_1:0']!) as { id: string };
    const data = new FormData();
    for (const [name, value] of Object.entries({ ...fields, locale: 'en' })) data.append(name, String(value));
    const body = await encodeReply([
      { status: 'idle', token: fields.token, values: {}, errors: {}, message: '' },
      data,
    ]);
    const response = await fetch(url, {
      method: 'POST',
      body,
      headers: { 'next-action': id, accept: 'text/x-component', origin: new URL(url).origin },
    });
    return response.ok && (await response.text()).includes('"status":"success"');
  },
  // Without JavaScript the browser posts the form, and the answer is the page rendered again.
  'without JavaScript (form post)': async (url, form, fields) => {
    const body = new FormData();
    for (const [name, value] of Object.entries({ ...form, ...fields })) body.append(name, String(value));
    const response = await fetch(url, { method: 'POST', body, headers: { origin: new URL(url).origin } });
    return response.ok && (await response.text()).includes('data-status="success"');
  },
};

async function overHttp() {
  const inbox = await tempInbox();
  const site = await startSite({
    CONTENT_SOURCE: 'local',
    VITRINE_DATA_DIR: inbox.dir,
    CONTACT_RATE_LIMIT: '100000/1m',
    CONTACT_MIN_FILL_TIME: '0',
    ...(options.dist ? { NEXT_DIST_DIR: options.dist } : {}),
  });
  const url = `${site.url}/en/contact`;
  try {
    for (const [kind, post] of Object.entries(POSTS)) {
      console.log(`
next start, ${kind}, ${N} posts`);
      for (const mode of ['one after another', 'all at once'] as const) {
        // Each post carries the token of its own render, as a real visitor's would.
        const forms = await Promise.all(
          Array.from({ length: N }, async () => formFields(await (await fetch(url)).text())),
        );
        const send = (i: number) => timed(() => post(url, forms[i]!, message(i, forms[i]!.token)));
        const before = (await countStored(inbox.file).catch(() => ({ lines: 0, ids: 0 }))).lines;
        const [results, wall] = await timed(async () => {
          if (mode === 'all at once') return Promise.all(forms.map((_, i) => send(i)));
          const out = [];
          for (let i = 0; i < N; i++) out.push(await send(i));
          return out;
        });
        report(
          `  ${mode}`,
          results.map(([, ms]) => ms),
          wall,
        );
        const stored = await countStored(inbox.file);
        console.log(
          `    stored: ${stored.lines - before} new lines (${stored.ids} distinct ids in all), ` +
            `${results.filter(([ok]) => !ok).length} not answered with success`,
        );
      }
    }
  } finally {
    await site.stop();
    await inbox.cleanup();
  }
}

await inProcess();
if (options.http) await overHttp();
