/**
 * The shared state of this process, chosen once from the validated env: Redis
 * when REDIS_URL is set (every instance shares it), else the process's own.
 * `next build` never connects: nothing it renders belongs to a running site.
 *
 * Kept on globalThis: the server (server/main.ts), Next's cache handler, the
 * proxy and the route handlers are separate bundles in one process, and all
 * of them must use the one connection and the one set of tag marks.
 */
import 'server-only';
import { env } from '@/env';
import { createProcessState } from './process';
import { createRedisState } from './redis';
import type { SharedState } from './state';

export type { SharedState, TagMark, TagMarks, WindowDecision, WindowRule } from './state';

const SLOT = Symbol.for('vitrine.shared-state');
const holder = globalThis as typeof globalThis & { [SLOT]?: SharedState };

export function sharedState(): SharedState {
  if (!holder[SLOT]) {
    const { shared, server } = env();
    holder[SLOT] = shared.redisUrl && !server.building ? createRedisState(shared.redisUrl) : createProcessState();
  }
  return holder[SLOT];
}
