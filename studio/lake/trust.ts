/**
 * The local certificate authority, made once per user and kept in the user's
 * config folder (never in the repository), and its trust for the current
 * user, the way mkcert does it:
 *
 * - Linux: the NSS databases Chrome/Chromium (`~/.pki/nssdb`) and Firefox
 *   (each profile) read, through `certutil` (Debian/Ubuntu: libnss3-tools);
 * - macOS: the login keychain (`security add-trusted-cert`);
 * - Windows: the current user's Root store (`certutil -user -addstore`).
 *
 * Nothing here needs administrator rights, and every step can be undone
 * (`untrust`, which `npm run studio -- --remove-ca` runs).
 */
import { spawnSync } from 'node:child_process';
import { randomBytes, X509Certificate } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir, hostname, userInfo } from 'node:os';
import { join } from 'node:path';
import { ownerConfigDir } from '@vitrine/schemas/dataset';
import { certificateFits, createAuthority, createServerCertificate, type Authority } from './certificate';

/**
 * The names and addresses the lake's certificate covers. Chromium takes no wildcard right under `localhost`:
 * the project hostname the Studio's SDK asks for the user at, `local.localhost` (the project is `local`), is named.
 */
export const LOCAL_HOSTS = ['localhost', '*.localhost', 'local.localhost', '127.0.0.1', '::1'] as const;

export interface LocalTls {
  key: string;
  cert: string;
  authority: Authority;
  /** Where the CA's certificate is (its key is beside it). */
  authorityFile: string;
  /** True when the CA was made by this call. */
  createdAuthority: boolean;
}

const files = (dir: string) => ({
  caCert: join(dir, 'rootCA.pem'),
  caKey: join(dir, 'rootCA-key.pem'),
  cert: join(dir, 'localhost.pem'),
  key: join(dir, 'localhost-key.pem'),
});

function writePrivate(file: string, text: string): void {
  writeFileSync(file, text, { mode: 0o600 });
  chmodSync(file, 0o600);
}

/** The CA (made on first use) and a certificate for this machine's loopback names, signed by it. */
export function localTls(dir = ownerConfigDir()): LocalTls {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const paths = files(dir);
  let createdAuthority = false;
  let authority: Authority;
  if (existsSync(paths.caCert) && existsSync(paths.caKey)) {
    const cert = readFileSync(paths.caCert, 'utf8');
    authority = { cert, key: readFileSync(paths.caKey, 'utf8'), commonName: commonNameOf(cert) };
  } else {
    const user = safe(() => userInfo().username) ?? 'user';
    authority = createAuthority(`Vitrine local CA ${user}@${hostname()} ${randomBytes(4).toString('hex')}`);
    writePrivate(paths.caKey, authority.key);
    writeFileSync(paths.caCert, authority.cert);
    createdAuthority = true;
  }
  let cert = existsSync(paths.cert) ? readFileSync(paths.cert, 'utf8') : '';
  let key = existsSync(paths.key) ? readFileSync(paths.key, 'utf8') : '';
  if (!cert || !key || !certificateFits(cert, authority, LOCAL_HOSTS)) {
    ({ cert, key } = createServerCertificate(authority, LOCAL_HOSTS));
    writePrivate(paths.key, key);
    writeFileSync(paths.cert, cert);
  }
  return { key, cert, authority, authorityFile: paths.caCert, createdAuthority };
}

function commonNameOf(pem: string): string {
  const match = /CN=([^\n]+)/.exec(new X509Certificate(pem).subject);
  return match?.[1]?.trim() ?? 'Vitrine local CA';
}

function safe<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

export interface TrustStep {
  /** Where the CA was looked for or added ("Chrome/Chromium NSS db ~/.pki/nssdb"…). */
  store: string;
  outcome: 'added' | 'present' | 'failed' | 'removed' | 'absent';
  detail?: string;
}

export interface TrustReport {
  steps: TrustStep[];
  /** Set when no store could be used at all: what to install or do. */
  missing?: string;
  /** How to undo everything (a command). */
  undo: string;
}

export const UNDO_COMMAND = 'npm run studio -- --remove-ca';

function run(command: string, args: string[]): { ok: boolean; output: string } {
  const result = spawnSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  return {
    ok: result.status === 0,
    output: `${result.stdout ?? ''}${result.stderr ?? ''}`.trim() || String(result.error ?? ''),
  };
}

const hasCommand = (command: string) =>
  process.platform === 'win32'
    ? run('where', [command]).ok
    : spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

/** The NSS databases of this user: Chrome/Chromium's (made if missing) and each Firefox profile's. */
function nssDatabases(home: string): { name: string; dir: string }[] {
  const dbs = [{ name: 'Chrome/Chromium (~/.pki/nssdb)', dir: join(home, '.pki', 'nssdb') }];
  for (const root of [
    join(home, '.mozilla', 'firefox'),
    join(home, 'snap', 'firefox', 'common', '.mozilla', 'firefox'),
    join(home, '.var', 'app', 'org.mozilla.firefox', '.mozilla', 'firefox'),
  ]) {
    for (const profile of safe(() => readdirSync(root)) ?? []) {
      const dir = join(root, profile);
      if (existsSync(join(dir, 'cert9.db'))) dbs.push({ name: `Firefox profile ${profile}`, dir });
    }
  }
  return dbs;
}

/** Adds the CA to every trust store of the current user that the platform offers; says what it did. */
export function trust(tls: Pick<LocalTls, 'authority' | 'authorityFile'>, home = homedir()): TrustReport {
  const nickname = tls.authority.commonName;
  const steps: TrustStep[] = [];
  if (process.platform === 'darwin') {
    const keychain = join(home, 'Library', 'Keychains', 'login.keychain-db');
    const present = run('security', ['find-certificate', '-c', nickname, keychain]).ok;
    if (present) steps.push({ store: 'macOS login keychain', outcome: 'present' });
    else {
      const added = run('security', ['add-trusted-cert', '-r', 'trustRoot', '-k', keychain, tls.authorityFile]);
      steps.push({ store: 'macOS login keychain', outcome: added.ok ? 'added' : 'failed', detail: added.output });
    }
    return { steps, undo: UNDO_COMMAND };
  }
  if (process.platform === 'win32') {
    const present = run('certutil', ['-user', '-verifystore', 'Root', nickname]).ok;
    if (present) steps.push({ store: 'Windows user Root store', outcome: 'present' });
    else {
      const added = run('certutil', ['-user', '-addstore', 'Root', tls.authorityFile]);
      steps.push({ store: 'Windows user Root store', outcome: added.ok ? 'added' : 'failed', detail: added.output });
    }
    return { steps, undo: UNDO_COMMAND };
  }
  if (!hasCommand('certutil')) {
    return {
      steps,
      missing:
        'certutil (NSS tools) is not installed, so browsers cannot be told to trust the local CA. Install it, then run `npm run studio` again:\n' +
        '  Debian/Ubuntu: sudo apt-get install libnss3-tools\n  Fedora/RHEL:   sudo dnf install nss-tools\n  Arch:          sudo pacman -S nss\n  openSUSE:      sudo zypper install mozilla-nss-tools',
      undo: UNDO_COMMAND,
    };
  }
  for (const { name, dir } of nssDatabases(home)) {
    const db = `sql:${dir}`;
    if (!existsSync(join(dir, 'cert9.db'))) {
      mkdirSync(dir, { recursive: true, mode: 0o700 });
      const made = run('certutil', ['-d', db, '-N', '--empty-password']);
      if (!made.ok) {
        steps.push({ store: name, outcome: 'failed', detail: made.output });
        continue;
      }
    }
    if (run('certutil', ['-d', db, '-L', '-n', nickname]).ok) {
      steps.push({ store: name, outcome: 'present' });
      continue;
    }
    const added = run('certutil', ['-d', db, '-A', '-t', 'C,,', '-n', nickname, '-i', tls.authorityFile]);
    steps.push({ store: name, outcome: added.ok ? 'added' : 'failed', detail: added.ok ? undefined : added.output });
  }
  return { steps, undo: UNDO_COMMAND };
}

/** Removes the CA from every store `trust` uses, then deletes its files. */
export function untrust(dir = ownerConfigDir(), home = homedir()): TrustStep[] {
  const caFile = files(dir).caCert;
  if (!existsSync(caFile)) return [{ store: dir, outcome: 'absent', detail: 'no local CA was made for this user' }];
  const nickname = commonNameOf(readFileSync(caFile, 'utf8'));
  const steps: TrustStep[] = [];
  if (process.platform === 'darwin') {
    const keychain = join(home, 'Library', 'Keychains', 'login.keychain-db');
    const removed = run('security', ['delete-certificate', '-c', nickname, keychain]);
    steps.push({ store: 'macOS login keychain', outcome: removed.ok ? 'removed' : 'absent' });
  } else if (process.platform === 'win32') {
    const removed = run('certutil', ['-user', '-delstore', 'Root', nickname]);
    steps.push({ store: 'Windows user Root store', outcome: removed.ok ? 'removed' : 'absent' });
  } else if (hasCommand('certutil')) {
    for (const { name, dir: db } of nssDatabases(home)) {
      if (!existsSync(join(db, 'cert9.db'))) continue;
      const removed = run('certutil', ['-d', `sql:${db}`, '-D', '-n', nickname]);
      steps.push({ store: name, outcome: removed.ok ? 'removed' : 'absent' });
    }
  }
  rmSync(dir, { recursive: true, force: true });
  steps.push({ store: dir, outcome: 'removed', detail: 'the CA and its key, and the localhost certificate' });
  return steps;
}
