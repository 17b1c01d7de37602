import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createProcessState } from '@/shared-state/process';
import type { SharedState } from '@/shared-state';
import { buildFormSecret, claimSharedSecret, formSecrets } from './secret';

// What secret.ts and shared-state/index.ts keep on globalThis (one per process): emptied between tests, so each
// test is a process of its own.
const SECRETS = Symbol.for('vitrine.contact-secrets');
const STATE = Symbol.for('vitrine.shared-state');
const slots = globalThis as unknown as Record<symbol, Record<string, unknown> | SharedState | undefined>;
function newProcess(state?: SharedState): void {
  const secrets = slots[SECRETS] as { timer?: NodeJS.Timeout } | undefined;
  if (secrets) {
    clearInterval(secrets.timer);
    for (const key of Object.keys(secrets)) delete (secrets as Record<string, unknown>)[key];
  }
  slots[STATE] = state;
}
/** A state other instances would see: the process state standing in for Redis, one for several "processes". */
function sharedStore(): SharedState {
  return Object.assign(Object.create(createProcessState()) as SharedState, { shared: true });
}

const dirs: string[] = [];
function build(previewModeSigningKey: unknown): string {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-build-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'prerender-manifest.json'), JSON.stringify({ preview: { previewModeSigningKey } }));
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  newProcess();
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

  it.each([
    ['no key', undefined],
    ['a short key', 'short'],
    ['not a string', 42],
  ])('is null for %s', (_name, key) => {
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

describe('formSecrets without CONTACT_FORM_SECRET', () => {
  it('signs with the build’s secret, the same in two processes of one build', () => {
    const dir = build('a'.repeat(64));
    newProcess();
    const first = formSecrets(undefined, dir);
    expect(first).toEqual({ issue: buildFormSecret(dir), accept: [buildFormSecret(dir)], source: 'build' });
    newProcess();
    expect(formSecrets(undefined, dir).issue).toBe(first.issue);
  });

  it('without a build (next dev), a random secret per process', () => {
    const none = join(tmpdir(), 'no-such-build');
    newProcess();
    const first = formSecrets(undefined, none);
    expect(first.source).toBe('process');
    expect(first.issue).toMatch(/^[0-9a-f]{64}$/);
    newProcess();
    expect(formSecrets(undefined, none).issue).not.toBe(first.issue);
  });

  it('with a shared state, every instance of any build issues with the first secret proposed, and accepts its own', async () => {
    const store = sharedStore();
    const old = build('a'.repeat(64));
    const next = build('b'.repeat(64));

    newProcess(store);
    formSecrets(undefined, old);
    await claimSharedSecret();
    const kept = formSecrets(undefined, old);
    expect(kept.issue).toBe(buildFormSecret(old));

    // An instance of another build (a rolling deployment): it adopts the kept one, and still accepts its own.
    newProcess(store);
    expect(formSecrets(undefined, next).issue).toBe(buildFormSecret(next));
    await claimSharedSecret();
    const adopted = formSecrets(undefined, next);
    expect(adopted.issue).toBe(buildFormSecret(old));
    expect(adopted.accept).toEqual([buildFormSecret(old), buildFormSecret(next)]);
  });

  it('with the shared state unreachable, an instance keeps its own secret', async () => {
    const down = Object.assign(sharedStore(), { claim: () => Promise.reject(new Error('Redis down')) });
    const dir = build('a'.repeat(64));
    newProcess(down);
    formSecrets(undefined, dir);
    await claimSharedSecret();
    expect(formSecrets(undefined, dir)).toMatchObject({ issue: buildFormSecret(dir), source: 'build' });
  });
});
