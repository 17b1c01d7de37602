import { test as base, expect } from '@playwright/test';

/** Every e2e test runs against the site global-setup started. */
export const test = base.extend({
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url)
      throw new Error('E2E_BASE_URL is not set: run through playwright.config.ts (global-setup starts the site).');
    await use(url);
  },
});

export { expect };
