import { describe, expect, it } from 'vitest';
import { createProcessState } from '@/shared-state/process';
import { createTokenLedger } from './ledger';

const ttl = { tokenTtlMs: 60_000 };

describe('createTokenLedger: one message per form token', () => {
  it('gives the token to the first message; the same message again is "stored" once stored, another is refused', async () => {
    const ledger = createTokenLedger(createProcessState(), ttl);
    expect(await ledger.begin('k', 'm1')).toBe('new');
    await ledger.stored('k', 'm1');
    expect(await ledger.begin('k', 'm1')).toBe('stored');
    expect(await ledger.begin('k', 'm2')).toBe('other');
  });

  it('makes the same message wait while it is being stored elsewhere, then answers "stored"', async () => {
    const state = createProcessState();
    const here = createTokenLedger(state, ttl);
    const there = createTokenLedger(state, ttl);
    expect(await here.begin('k', 'm1')).toBe('new');
    const waiting = there.begin('k', 'm1');
    await new Promise((resolve) => setTimeout(resolve, 120));
    await here.stored('k', 'm1');
    expect(await waiting).toBe('stored');
  });

  it('gives a claim back when its message could not be stored, so the retry can store it', async () => {
    const state = createProcessState();
    const ledger = createTokenLedger(state, ttl);
    expect(await ledger.begin('k', 'm1')).toBe('new');
    const retry = createTokenLedger(state, ttl).begin('k', 'm1');
    await ledger.abandon('k', 'm1');
    expect(await retry).toBe('new');
  });

  it('answers "busy" when the same message stays in flight elsewhere past the wait, and a dead claim lapses', async () => {
    const state = createProcessState();
    const ledger = createTokenLedger(state, { ...ttl, waitMs: 150, pendingMs: 400 });
    expect(await ledger.begin('k', 'm1')).toBe('new');
    expect(await ledger.begin('k', 'm1')).toBe('busy');
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect(await ledger.begin('k', 'm1')).toBe('new');
  });
});
