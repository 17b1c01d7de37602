/**
 * deploy/nginx.conf (or deploy/nginx-instances.conf, an upstream of three),
 * run as committed on loopback: the same server blocks, with the ports, the
 * upstream servers, the cache folder and the certificate swapped for a
 * throwaway CA and a `localhost` certificate made with openssl. The bench uses
 * it to score the headers over HTTPS (Mozilla's Observatory) and to measure
 * the site behind its page cache (the CDN path) and behind an upstream of
 * three instances; e2e tests check a published change gets through that
 * cache, and that three instances behave as one.
 *
 * Debian/Ubuntu: sudo apt-get install -y nginx openssl
 */
import { execFileSync, spawn } from 'node:child_process';
import { request as httpsRequest } from 'node:https';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './server.ts';
import { requireTool } from './tools.ts';

const DEPLOY = (file: string) => fileURLToPath(new URL(`../../deploy/${file}`, import.meta.url));

export interface RunningProxy {
  /** `http://localhost:<port>`: answers with a redirect to `https`. */
  http: string;
  /** `https://localhost:<port>`, trusted by a client given `caFile` (NODE_EXTRA_CA_CERTS). */
  https: string;
  caFile: string;
  /** One request over HTTPS, trusting `caFile`; the body read whole. */
  fetch(path: string, init?: ProxyRequest): Promise<ProxyResponse>;
  /** The upstream server that answered each request so far (`127.0.0.1:<port>`), oldest first. */
  upstreams(): string[];
  stop(): Promise<void>;
}

export interface ProxyRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

export interface ProxyResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * Starts nginx with `conf` in front of `upstream` (http://127.0.0.1:<port>, or one per `server` line of the
 * conf's upstream); the site must trust loopback proxies.
 */
export async function startNginx(
  upstream: string | string[],
  {
    conf = 'nginx.conf',
    httpsPort: wantedPort,
    workers = 2,
  }: {
    conf?: string;
    httpsPort?: number;
    /** nginx worker processes; each keeps its own round robin, so with one, requests alternate strictly. */
    workers?: number;
  } = {},
): Promise<RunningProxy> {
  requireTool('nginx');
  requireTool('openssl');
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-nginx-'));
  const { caFile, certFile, keyFile } = makeCertificates(dir);
  const [httpPort, httpsPort] = [await freePort(), wantedPort ?? (await freePort())];
  const upstreamPorts = (Array.isArray(upstream) ? upstream : [upstream]).map((url) => new URL(url).port);

  let servers = readFileSync(DEPLOY(conf), 'utf8');
  const declared = servers.match(/^\s*server 127\.0\.0\.1:\d+;/gm) ?? [];
  if (declared.length !== upstreamPorts.length) {
    throw new Error(`deploy/${conf} has ${declared.length} upstream servers, not ${upstreamPorts.length}`);
  }
  let next = 0;
  servers = servers.replace(/^(\s*)server 127\.0\.0\.1:\d+;/gm, (_line, indent: string) => {
    return `${indent}server 127.0.0.1:${upstreamPorts[next++]};`;
  });
  const replacements: [string | RegExp, string][] = [
    // Which instance answered (tests only: a deployment need not tell its visitors).
    ...(upstreamPorts.length > 1
      ? ([
          [
            /^(\s*)proxy_pass http:\/\/vitrine;/m,
            '$1proxy_pass http://vitrine;\n$1add_header X-Upstream $upstream_addr always;',
          ],
        ] as [RegExp, string][])
      : []),
    [/^[ \t]*listen \[::\].*\n/gm, ''],
    [/^(\s*)listen 80;/m, `$1listen 127.0.0.1:${httpPort};`],
    [/^(\s*)listen 443 ssl( http2)?;/m, `$1listen 127.0.0.1:${httpsPort} ssl$2;`],
    [/server_name portfolio\.example;/g, 'server_name localhost;'],
    ['return 301 https://$host$request_uri;', `return 301 https://$host:${httpsPort}$request_uri;`],
    ['/etc/letsencrypt/live/portfolio.example/fullchain.pem', certFile],
    ['/etc/letsencrypt/live/portfolio.example/privkey.pem', keyFile],
    // The site sees the port the browser used, as it would behind a real proxy on 443.
    [/proxy_set_header Host( +)\$host;/g, 'proxy_set_header Host$1$http_host;'],
  ];
  if (servers.includes('/var/cache/nginx/vitrine')) replacements.push(['/var/cache/nginx/vitrine', join(dir, 'cache')]);
  for (const [from, to] of replacements) {
    const before = servers;
    servers = servers.replace(from, to);
    if (servers === before) throw new Error(`deploy/${conf} changed: "${from}" is not in it any more`);
  }
  mkdirSync(join(dir, 'cache'));
  writeFileSync(
    join(dir, 'nginx.conf'),
    `${process.getuid?.() === 0 ? 'user root;\n' : ''}daemon off;
worker_processes ${workers};
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${join(dir, 'body')};
  proxy_temp_path ${join(dir, 'proxy')};
  fastcgi_temp_path ${join(dir, 'fastcgi')};
  uwsgi_temp_path ${join(dir, 'uwsgi')};
  scgi_temp_path ${join(dir, 'scgi')};
${servers}
}
`,
  );
  const child = spawn('nginx', ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stderr.on('data', (chunk) => (output += chunk));
  const https = `https://localhost:${httpsPort}`;
  const answered: string[] = [];
  await waitFor(
    `http://127.0.0.1:${httpPort}/`,
    () => child.exitCode !== null,
    () => output,
  );

  return {
    http: `http://localhost:${httpPort}`,
    https,
    caFile,
    async fetch(path, init) {
      const response = await fetchTrusting(`${https}${path}`, readFileSync(caFile), init);
      const upstreamAddress = response.headers['x-upstream'];
      if (typeof upstreamAddress === 'string') answered.push(upstreamAddress);
      return response;
    },
    upstreams: () => [...answered],
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGQUIT');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function fetchTrusting(url: string, ca: Buffer, { method = 'GET', headers = {}, body }: ProxyRequest = {}) {
  return new Promise<ProxyResponse>((resolve, reject) => {
    const request = httpsRequest(url, { method, headers, ca, agent: false }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

async function waitFor(url: string, exited: () => boolean, output: () => string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (exited()) throw new Error(`nginx did not start:\n${output()}`);
    try {
      await fetch(url, { redirect: 'manual' });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`nginx did not answer on ${url}:\n${output()}`);
}

/** A CA and a `localhost` certificate it signed, valid for a day. */
function makeCertificates(dir: string) {
  const file = (name: string) => join(dir, name);
  const openssl = (...args: string[]) => execFileSync('openssl', args, { stdio: 'pipe' });
  openssl(
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=Vitrine bench CA',
    '-keyout',
    file('ca.key'),
    '-out',
    file('ca.pem'),
  );
  openssl(
    'req',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-subj',
    '/CN=localhost',
    '-keyout',
    file('site.key'),
    '-out',
    file('site.csr'),
  );
  writeFileSync(file('site.ext'), 'subjectAltName=DNS:localhost\nextendedKeyUsage=serverAuth\n');
  openssl(
    'x509',
    '-req',
    '-in',
    file('site.csr'),
    '-CA',
    file('ca.pem'),
    '-CAkey',
    file('ca.key'),
    '-CAcreateserial',
    '-days',
    '1',
    '-extfile',
    file('site.ext'),
    '-out',
    file('site.pem'),
  );
  return { caFile: file('ca.pem'), certFile: file('site.pem'), keyFile: file('site.key') };
}
