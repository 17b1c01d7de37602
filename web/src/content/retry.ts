import { RETRY } from '@/config/http';

/**
 * A request is retried once after 408, 409, 425, 429, 500, 502, 503
 * or 504, and only for idempotent-safe methods; PATCH, POST, PUT and DELETE
 * are never retried.
 */
export function isRetriable(method: string | undefined, status: number | undefined): boolean {
  if (method === undefined || status === undefined) return false;
  return (
    (RETRY.safeMethods as readonly string[]).includes(method.toUpperCase()) &&
    (RETRY.statuses as readonly number[]).includes(status)
  );
}

/** Runs `attempt`, and once more if the failure is retriable according to `classify`. */
export async function withRetry<T>(
  attempt: () => Promise<T>,
  classify: (error: unknown) => { method?: string; status?: number },
): Promise<T> {
  for (let tries = 0; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      const { method, status } = classify(error);
      if (tries >= RETRY.retries || !isRetriable(method, status)) throw error;
    }
  }
}
