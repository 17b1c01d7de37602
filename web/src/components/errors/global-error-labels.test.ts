import { describe, expect, it } from 'vitest';
import { localeCodes } from '@vitrine/schemas';
import { GLOBAL_ERROR_LABELS } from './global-error-labels';

describe('the last-resort error screen speaks like the others', () => {
  it.each(localeCodes)('%s: every restated string equals messages/%s.json', async (locale) => {
    const messages = (await import(`../../../messages/${locale}.json`)).default.ErrorScreen as Record<string, string>;
    for (const [key, value] of Object.entries(GLOBAL_ERROR_LABELS[locale])) expect(value, key).toBe(messages[key]);
  });
});
