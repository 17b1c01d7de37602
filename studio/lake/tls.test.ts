/**
 * HTTP/2 over TLS for the Studio, plain HTTP for servers, on one port; the
 * local CA made once per user and trusted the way mkcert does it (Linux: the
 * NSS databases, through certutil); and what `npm run studio` reads.
 */
import { X509Certificate } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { certificateFits, createAuthority, createServerCertificate } from './certificate';
import { readStudioEnv } from './env';
import { startLake, type Lake } from './server';
import { ownerConfigDir as configDir } from '@vitrine/schemas/dataset';
import { LOCAL_HOSTS, localTls, trust, untrust } from './trust';

let home: string;
const lakes: Lake[] = [];
beforeEach(() => {
  home = mkdtempSync(join(tmpdir(), 'vitrine-lake-home-'));
});
afterEach(async () => {
  await Promise.all(lakes.splice(0).map((lake) => lake.close()));
  rmSync(home, { recursive: true, force: true });
});

describe('certificates', () => {
  it('signs a server certificate for the loopback names that a TLS client checks against the CA', () => {
    const authority = createAuthority('Vitrine test CA');
    const server = createServerCertificate(authority, LOCAL_HOSTS);
    const x509 = new X509Certificate(server.cert);

    expect(x509.verify(new X509Certificate(authority.cert).publicKey)).toBe(true);
    expect(x509.checkHost('localhost')).toBe('localhost');
    expect(x509.checkIP('127.0.0.1')).toBe('127.0.0.1');
    expect(x509.checkIP('::1')).toBe('::1');
    expect(x509.checkHost('example.com')).toBeUndefined();
    expect(new X509Certificate(authority.cert).ca).toBe(true);
    expect(x509.ca).toBe(false);
  });

  it('does not take a certificate another CA signed, or one that misses a host', () => {
    const authority = createAuthority('One');
    const other = createAuthority('Other');
    expect(certificateFits(createServerCertificate(other, LOCAL_HOSTS).cert, authority, LOCAL_HOSTS)).toBe(false);
    expect(certificateFits(createServerCertificate(authority, ['localhost']).cert, authority, LOCAL_HOSTS)).toBe(false);
    expect(certificateFits(createServerCertificate(authority, LOCAL_HOSTS).cert, authority, LOCAL_HOSTS)).toBe(true);
  });

  it('makes the CA once per user, in the config folder, with a private key only the user reads', () => {
    const dir = configDir({ HOME: home });
    expect(dir).toBe(join(home, '.config', 'vitrine'));
    expect(configDir({ HOME: home, XDG_CONFIG_HOME: join(home, 'xdg') })).toBe(join(home, 'xdg', 'vitrine'));

    const first = localTls(dir);
    const second = localTls(dir);

    expect(first.createdAuthority).toBe(true);
    expect(second.createdAuthority).toBe(false);
    expect(second.authority.cert).toBe(first.authority.cert);
    expect(second.cert).toBe(first.cert);
    expect(readdirSync(dir).sort()).toEqual(['localhost-key.pem', 'localhost.pem', 'rootCA-key.pem', 'rootCA.pem']);
    const mode = spawnSync('stat', ['-c', '%a', join(dir, 'rootCA-key.pem')], { encoding: 'utf8' }).stdout.trim();
    expect(mode).toBe('600');
  });
});

describe('one port, two protocols', () => {
  it('answers HTTP/2 over TLS (the Studio) and plain HTTP/1.1 (servers) on the same port', async () => {
    const tls = localTls(join(home, 'ca'));
    const lake = await startLake({ documents: [{ _id: 'a', _type: 't' }], tls, localUser: true, log: () => {} });
    lakes.push(lake);

    expect(lake.secureUrl).toBe(`https://localhost:${lake.port}`);
    const session = connect(lake.secureUrl!, { ca: tls.authority.cert });
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const stream = session.request({ ':path': '/v2025-02-19/data/query/production?query=count(*)' });
      let body = '';
      let status = 0;
      stream.on('response', (headers) => (status = Number(headers[':status'])));
      stream.on('data', (chunk) => (body += chunk));
      stream.on('end', () => resolve({ status, body }));
      stream.on('error', reject);
    });
    session.close();
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body).result).toBe(1);

    const plain = await fetch(`${lake.url}/v2025-02-19/data/query/production?query=count(*)`);
    expect((await plain.json()).result).toBe(1);
  });

  it('refuses a TLS client that does not trust the CA', async () => {
    const tls = localTls(join(home, 'ca'));
    const lake = await startLake({ documents: [], tls, log: () => {} });
    lakes.push(lake);

    const session = connect(lake.secureUrl!);
    const error = await new Promise<Error>((resolve) => session.once('error', resolve));
    session.destroy();
    expect((error as NodeJS.ErrnoException).code).toBe('UNABLE_TO_VERIFY_LEAF_SIGNATURE');
  });
});

// The NSS databases are Linux's (CI's) trust stores; macOS and Windows use their own (trust.ts).
describe.runIf(process.platform === 'linux')('trust for the current user (Linux: NSS, through certutil)', () => {
  const listed = (db: string) => spawnSync('certutil', ['-d', `sql:${db}`, '-L'], { encoding: 'utf8' }).stdout;

  it('adds the CA to Chromium’s NSS database (made if missing) and Firefox profiles, once, and removes it all again', () => {
    const firefox = join(home, '.mozilla', 'firefox', 'abc.default');
    spawnSync('mkdir', ['-p', firefox]);
    expect(spawnSync('certutil', ['-d', `sql:${firefox}`, '-N', '--empty-password']).status).toBe(0);
    const dir = join(home, '.config', 'vitrine');
    const tls = localTls(dir);

    const first = trust(tls, home);
    const again = trust(tls, home);

    expect(first.steps.map((step) => step.outcome)).toEqual(['added', 'added']);
    expect(again.steps.map((step) => step.outcome)).toEqual(['present', 'present']);
    expect(first.undo).toBe('npm run studio -- --remove-ca');
    expect(listed(join(home, '.pki', 'nssdb'))).toContain(tls.authority.commonName);
    expect(listed(firefox)).toContain(tls.authority.commonName);

    const removed = untrust(dir, home);
    expect(removed.map((step) => step.outcome)).toEqual(['removed', 'removed', 'removed']);
    expect(listed(join(home, '.pki', 'nssdb'))).not.toContain(tls.authority.commonName);
    expect(listed(firefox)).not.toContain(tls.authority.commonName);
    expect(readdirSync(join(home, '.config'))).toEqual([]);
  });

  it('says what to install when certutil is missing, and trusts nothing', () => {
    const tls = localTls(join(home, '.config', 'vitrine'));
    const path = process.env.PATH;
    process.env.PATH = join(home, 'empty');
    try {
      const report = trust(tls, home);
      expect(report.steps).toEqual([]);
      expect(report.missing).toContain('sudo apt-get install libnss3-tools');
    } finally {
      process.env.PATH = path;
    }
  });
});

describe('npm run studio’s environment', () => {
  const studioDir = () => {
    const dir = join(home, 'studio');
    spawnSync('mkdir', ['-p', dir]);
    return dir;
  };

  it('defaults the ports to 3333 and 3334, and reads studio/.env.local under the process environment', () => {
    const dir = studioDir();
    expect(readStudioEnv(dir, {}, '/data')).toEqual({
      projectId: undefined,
      studioPort: 3333,
      lakePort: 3334,
      datasetDir: '/data',
      previewOrigin: 'http://localhost:3000',
      webhook: undefined,
    });
    writeFileSync(join(dir, '.env.local'), 'LAKE_PORT=4334\nSANITY_STUDIO_PROJECT_ID=abc123\n');
    expect(readStudioEnv(dir, { LAKE_PORT: '5334' }, '/data')).toMatchObject({ lakePort: 5334, projectId: 'abc123' });
    expect(readStudioEnv(dir, { SANITY_STUDIO_PREVIEW_URL: 'http://localhost:4000/en' }, '/data')).toMatchObject({
      previewOrigin: 'http://localhost:4000',
    });
  });

  it.each([
    [{ LAKE_PORT: 'http' }, 'LAKE_PORT: a TCP port'],
    [{ STUDIO_PORT: '70000' }, 'STUDIO_PORT: a TCP port, 1 to 65535'],
    [{ STUDIO_PORT: '4000', LAKE_PORT: '4000' }, 'LAKE_PORT: STUDIO_PORT and LAKE_PORT must differ'],
    [{ LAKE_WEBHOOK_URL: 'ftp://x' }, 'LAKE_WEBHOOK_URL: the URL to POST to'],
    [{ SANITY_STUDIO_PREVIEW_URL: 'localhost:3000' }, 'SANITY_STUDIO_PREVIEW_URL: the dev site'],
    [{ LAKE_WEBHOOK_SECRET: 'a-long-enough-secret' }, 'LAKE_WEBHOOK_URL: LAKE_WEBHOOK_SECRET is set without'],
    [{ LAKE_WEBHOOK_URL: 'http://localhost:3000/api/revalidate', LAKE_WEBHOOK_SECRET: 'short' }, 'at least 16'],
  ])('refuses %o, naming the variable', (env, message) => {
    expect(() => readStudioEnv(studioDir(), env, '/data')).toThrow(message);
  });
});
