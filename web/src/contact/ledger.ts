/**
 * One message per form token, across every instance that shares the state
 * (with Redis, all of them): the ledger says, for a token's key, which message
 * was sent with it, and whether it is stored yet.
 *
 * A submission first claims the token for its message (`begin`): the first
 * claim wins; the same message again (a double submit, or a retry after a
 * network error, on this instance or another one) waits for the first to be
 * stored and is then answered "stored" without being written a second time;
 * another message with a used token is refused. A claim whose message could
 * not be stored is given back (`abandon`), so the retry can store it; a claim
 * left by a process that died mid-store lapses after `pendingMs`.
 */
import type { SharedState } from '@/shared-state/state';

export type Begin =
  /** The token is this submission's: store the message, then call `stored` (or `abandon`). */
  | 'new'
  /** The same message was already stored with this token: answer as stored, write nothing. */
  | 'stored'
  /** Another message was sent with this token. */
  | 'other'
  /** The same message is being stored elsewhere and did not finish in time: ask to send again. */
  | 'busy';

export interface TokenLedger {
  begin(tokenKey: string, messageId: string): Promise<Begin>;
  stored(tokenKey: string, messageId: string): Promise<void>;
  abandon(tokenKey: string, messageId: string): Promise<void>;
}

export interface LedgerOptions {
  /** A stored token is remembered this long (its lifetime: it cannot be sent after). */
  tokenTtlMs: number;
  /** How long a submission waits for the same message being stored elsewhere. */
  waitMs?: number;
  pollMs?: number;
  /** A claim left by a process that died while storing lapses after this. */
  pendingMs?: number;
}

const key = (tokenKey: string) => `contact:token:${tokenKey}`;

export function createTokenLedger(
  state: SharedState,
  { tokenTtlMs, waitMs = 5000, pollMs = 50, pendingMs = 60_000 }: LedgerOptions,
): TokenLedger {
  return {
    async begin(tokenKey, messageId) {
      const pending = `pending:${messageId}`;
      const deadline = performance.now() + waitMs;
      for (;;) {
        const held = await state.claim(key(tokenKey), pending, pendingMs);
        if (held === null) return 'new';
        if (held === `stored:${messageId}`) return 'stored';
        if (held !== pending) return 'other';
        if (performance.now() >= deadline) return 'busy';
        await new Promise((resolve) => setTimeout(resolve, pollMs));
      }
    },
    stored: (tokenKey, messageId) => state.set(key(tokenKey), `stored:${messageId}`, tokenTtlMs),
    abandon: (tokenKey, messageId) => state.release(key(tokenKey), `pending:${messageId}`),
  };
}
