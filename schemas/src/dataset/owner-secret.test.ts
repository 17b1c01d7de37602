import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LAKE_SECRET_FILE, lakeSecret, ownerConfigDir, OwnerSecretError, readLakeSecret } from './owner-secret';

let dir: string;
beforeEach(() => {
  dir = join(mkdtempSync(join(tmpdir(), 'vitrine-owner-')), 'vitrine');
});
afterEach(() => rmSync(join(dir, '..'), { recursive: true, force: true }));

describe('ownerConfigDir', () => {
  it.each([
    [{ HOME: '/home/ada' }, 'linux', '/home/ada/.config/vitrine'],
    [{ HOME: '/home/ada', XDG_CONFIG_HOME: '/xdg' }, 'linux', '/xdg/vitrine'],
    [{ HOME: '/home/ada', VITRINE_CONFIG_DIR: '/srv/owner' }, 'linux', '/srv/owner'],
    [{ HOME: '/home/ada', APPDATA: '/appdata' }, 'win32', join('/appdata', 'vitrine')],
  ] as const)('%o on %s → %s', (env, platform, expected) => {
    expect(ownerConfigDir(env, platform)).toBe(expected);
  });
});

describe('the owner’s secret', () => {
  it('is made once, 43 characters readable by its user only, and read back the same', () => {
    expect(readLakeSecret(dir)).toBeNull();
    const made = lakeSecret(dir);
    expect(made.created).toBe(true);
    expect(made.secret).toMatch(/^[\w-]{43}$/);
    expect(statSync(join(dir, LAKE_SECRET_FILE)).mode & 0o777).toBe(0o600);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(lakeSecret(dir)).toEqual({ secret: made.secret, created: false });
    expect(readLakeSecret(dir)).toBe(made.secret);
    expect(lakeSecret(join(dir, 'other')).secret).not.toBe(made.secret);
  });

  it('is refused when other users could read it, or when it is not one npm run studio made', () => {
    const { secret } = lakeSecret(dir);
    const file = join(dir, LAKE_SECRET_FILE);
    chmodSync(file, 0o644);
    expect(() => readLakeSecret(dir)).toThrow(OwnerSecretError);
    expect(() => readLakeSecret(dir)).toThrow('readable by other users');
    chmodSync(file, 0o600);
    expect(readLakeSecret(dir)).toBe(secret);
    writeFileSync(file, 'short\n');
    expect(() => readLakeSecret(dir)).toThrow('does not hold a secret made by npm run studio');
    expect(readFileSync(file, 'utf8')).toBe('short\n');
  });
});
