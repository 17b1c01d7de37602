/** SPEC §7: the HTTP client's retry rule. */
export const RETRY = {
  retries: 1,
  safeMethods: ['GET', 'HEAD', 'OPTIONS'],
  statuses: [408, 409, 425, 429, 500, 502, 503, 504],
} as const;
