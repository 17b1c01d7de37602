// Stands in for `server-only` under vitest, which has no React Server Components runtime.
export {};
