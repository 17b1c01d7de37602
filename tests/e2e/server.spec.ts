/**
 * The production server as a host runs it: the port and address it is given,
 * a bad environment that must stop it before it listens, and clients that
 * forge the headers a proxy would write.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './support/fixtures.ts';
import { postContactForm } from '../support/contact-form.ts';
import { SECOND } from '../support/languages.ts';
import { freePort, SERVER_ENTRY, startSite, WEB_DIR } from '../support/server.ts';

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

test('PORT and HOSTNAME are honoured, as next start honours them', async () => {
  const site = await startSite({ CONTENT_SOURCE: 'local' });
  try {
    const port = new URL(site.url).port;
    const response = await fetch(`${site.url}/en`);
    expect(response.status).toBe(200);
    expect(port).not.toBe('3000');
  } finally {
    await site.stop();
  }
});

/** The native modules (`.node` files) a running process has mapped. */
const nativeModules = (pid: number) =>
  (readFileSync(`/proc/${pid}/maps`, 'utf8').match(/[^/\s]+\.node$/gm) ?? []).filter(
    (name, i, all) => all.indexOf(name) === i,
  );

test('npm start serves with the configuration the build resolved: next.config.ts is not compiled at start', async () => {
  // The control: `next start` compiles next.config.ts, with Next's SWC binary, before it serves.
  const control = await startSite({ CONTENT_SOURCE: 'local' }, 60_000, { nextStart: true });
  try {
    expect(nativeModules(control.process.pid!).some((name) => name.startsWith('next-swc'))).toBe(true);
  } finally {
    await control.stop();
  }
  const site = await startSite({ CONTENT_SOURCE: 'local' });
  try {
    // The build's configuration is in use: the proxy's language redirect and the page both answer.
    const root = await fetch(`${site.url}/`, { redirect: 'manual', headers: { 'accept-language': SECOND } });
    expect(root.headers.get('location')).toMatch(new RegExp(`/${SECOND}$`));
    expect((await fetch(`${site.url}/en`)).status).toBe(200);
    expect(nativeModules(site.process.pid!).filter((name) => /swc|watcher/.test(name))).toEqual([]);
  } finally {
    await site.stop();
  }
});

test('a bad environment stops the server with its message and exit code 1, before it listens', async () => {
  const port = await freePort();
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: WEB_DIR,
    env: {
      ...process.env,
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      CONTENT_SOURCE: 'sanity',
      SANITY_PROJECT_ID: 'abc123',
      SANITY_DATASET: 'production',
      PREVIEW_SECRET: 'a-preview-secret-of-some-length',
      SANITY_API_READ_TOKEN: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  expect(code).toBe(1);
  expect(output).toContain('PREVIEW_SECRET is set, but SANITY_API_READ_TOKEN is not');
  expect(output).not.toContain('ready on');
  expect(await listening(port)).toBe(false);
});

/** Seven messages from one socket, each claiming another address; what each answer said. */
async function sevenForgedMessages(env: Record<string, string>): Promise<string[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-xff-'));
  // The shipped limit (5 messages per IP in 10 minutes), no fill time to wait for.
  const site = await startSite({
    CONTENT_SOURCE: 'local',
    VITRINE_DATA_DIR: dataDir,
    CONTACT_MIN_FILL_TIME: '0',
    ...env,
  });
  try {
    const statuses: string[] = [];
    for (let i = 0; i < 7; i++) {
      const forged = {
        'x-forwarded-for': `203.0.113.${i}`,
        'x-real-ip': `198.51.100.${i}`,
        forwarded: `for=192.0.2.${i}`,
      };
      const { html } = await postContactForm(
        site.url,
        'en',
        {
          fullName: `Sender ${i}`,
          email: `sender${i}@example.com`,
          subject: `Project ${i}`,
          message: `Hello, message number ${i} from someone who says they are elsewhere.`,
        },
        forged,
      );
      statuses.push(
        html.includes('Thank you, Sender')
          ? 'sent'
          : html.includes('You’ve sent several messages')
            ? 'limited'
            : 'other',
      );
    }
    return statuses;
  } finally {
    await site.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

test('a client that forges X-Forwarded-For does not get past the per-IP limit', async () => {
  expect(await sevenForgedMessages({})).toEqual(['sent', 'sent', 'sent', 'sent', 'sent', 'limited', 'limited']);
  // The control: told to trust one proxy hop, the server believes the header, and the limit sees seven senders.
  expect(await sevenForgedMessages({ TRUST_PROXY: '1' })).toEqual(Array(7).fill('sent'));
});

/** Two GETs on one connection, `idleMs` apart: what came back, and whether the server closed it meanwhile. */
async function onOneConnection(origin: string, path: string, idleMs: number) {
  const { hostname, port } = new URL(origin);
  const socket = connect(Number(port), hostname);
  let received = '';
  let closed = false;
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
  socket.on('end', () => (closed = true));
  socket.on('error', () => (closed = true));
  /** The answers received whole (the site sends a page with its Content-Length). */
  const whole = () => {
    const statuses: string[] = [];
    for (let at = 0; ;) {
      const end = received.indexOf('\r\n\r\n', at);
      if (end < 0) return statuses;
      const head = received.slice(at, end);
      const length = Number(/^content-length: (\d+)/im.exec(head)?.[1] ?? 0);
      if (received.length < end + 4 + length) return statuses;
      statuses.push(head.slice(0, 'HTTP/1.1 200'.length));
      at = end + 4 + length;
    }
  };
  const ask = async (count: number) => {
    socket.write(`GET ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\n\r\n`);
    await expect.poll(() => closed || whole().length >= count).toBe(true);
  };
  try {
    await ask(1);
    const keepAlive = /^keep-alive: timeout=(\d+)/im.exec(received)?.[1];
    await new Promise((resolve) => setTimeout(resolve, idleMs));
    const closedWhileIdle = closed;
    if (!closed) await ask(2);
    return { keepAliveSeconds: Number(keepAlive), closedWhileIdle, answers: whole() };
  } finally {
    socket.destroy();
  }
}

test('an idle connection outlives the proxy’s: nginx, not the site, closes it, so no request meets a closing one', async ({
  baseURL,
}) => {
  // What the proxy in deploy/ keeps its idle connections to the site for.
  const nginx = /^\s*keepalive_timeout\s+(\d+)s;/m.exec(readFileSync(join(WEB_DIR, '../deploy/nginx.conf'), 'utf8'));
  expect(nginx, 'deploy/nginx.conf sets its upstream keepalive_timeout').not.toBeNull();
  // Idle past Node's default (5 s), when the server closed the connection a client was about to reuse.
  const { keepAliveSeconds, closedWhileIdle, answers } = await onOneConnection(baseURL!, '/en', 6_000);
  expect(keepAliveSeconds).toBeGreaterThan(Number(nginx![1]));
  expect(closedWhileIdle).toBe(false);
  expect(answers).toEqual(['HTTP/1.1 200', 'HTTP/1.1 200']);
});
