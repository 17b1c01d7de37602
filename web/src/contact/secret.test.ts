import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildFormSecret, formSecrets } from './secret';

const dirs: string[] = [];
function build(previewModeSigningKey: unknown): string {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-build-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'prerender-manifest.json'), JSON.stringify({ preview: { previewModeSigningKey } }));
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('buildFormSecret: a secret every instance of one build shares', () => {
  it('is the same for two copies of one build, another for another build, and never the key itself', () => {
    const key = 'a'.repeat(64);
    const secret = buildFormSecret(build(key));
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(buildFormSecret(build(key))).toBe(secret);
    expect(buildFormSecret(build('b'.repeat(64)))).not.toBe(secret);
    expect(secret).not.toContain(key);
  });

  it.each([['no key', undefined], ['a short key', 'short'], ['not a string', 42]])('is null for %s', (_name, key) => {
    expect(buildFormSecret(build(key))).toBeNull();
  });

  it('is null without a build', () => {
    expect(buildFormSecret(join(tmpdir(), 'no-such-build'))).toBeNull();
  });
});

describe('formSecrets', () => {
  it('uses CONTACT_FORM_SECRET alone when it is set', () => {
    const configured = 'c'.repeat(32);
    expect(formSecrets(configured, build('a'.repeat(64)))).toEqual({
      issue: configured,
      accept: [configured],
      source: 'configured',
    });
  });
});
