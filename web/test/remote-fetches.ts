import { vi } from 'vitest';

/**
 * Refuses every fetch that would leave the machine and returns the list of
 * URLs asked for. next/og loads its own wasm through data: URLs: those go
 * through. Restore with vi.restoreAllMocks().
 */
export function recordRemoteFetches(): string[] {
  const local = globalThis.fetch;
  const remote: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    if (String(input).startsWith('data:')) return local(input, init);
    remote.push(String(input));
    return Promise.reject(new Error('no network in tests'));
  });
  return remote;
}
