import { describe, expect, it } from 'vitest';
import { locales } from '@vitrine/schemas';
import { parseEnv } from '@/env';
import { describeContactSetup } from './setup';

const cwd = '/srv/vitrine/web';
/** The list's last language, by its name in itself. */
const LAST = locales.at(-1)!;
const sanity = { SANITY_PROJECT_ID: 'abc123', SANITY_DATASET: 'production' };

describe('describeContactSetup: the start-up log says where messages go', () => {
  it.each<[string, Record<string, string>, RegExp]>([
    ['local', {}, /messages are stored in \/srv\/vitrine\/web\/\.data\/messages\.ndjson \(`npm run messages`/],
    [
      'sanity with a write token',
      { ...sanity, SANITY_API_WRITE_TOKEN: 'sk' },
      /created in Sanity project abc123, dataset production: read them in the Studio's Inbox/,
    ],
    [
      'sanity without a write token',
      sanity,
      /SANITY_API_WRITE_TOKEN is not set, so messages are stored in \/srv\/vitrine\/web\/\.data\/messages\.ndjson, not in Sanity/,
    ],
  ])('%s', (_name, raw, expected) => {
    expect(describeContactSetup(parseEnv(raw, cwd))[0]).toMatch(expected);
  });

  it('says whether the owner is e-mailed, without the SMTP credentials', () => {
    const on = describeContactSetup(
      parseEnv(
        {
          SMTP_URL: 'smtps://user:hunter2@smtp.example.com:465',
          CONTACT_TO: 'me@example.com',
          CONTACT_LOCALE: LAST.code,
        },
        cwd,
      ),
    ).join('\n');
    expect(on).toContain(`e-mail notifications go to me@example.com via smtp.example.com:465, in ${LAST.name}.`);
    expect(on).not.toContain('hunter2');
    expect(describeContactSetup(parseEnv({}, cwd)).join('\n')).toContain('e-mail notifications are off');
  });

  it('states the limits, and the missing secret', () => {
    const lines = describeContactSetup(parseEnv({}, cwd)).join('\n');
    expect(lines).toContain(
      'at most 5 messages per IP in 10 min and 30 for the whole site in 1 h (per process), after at least 3 s on the form, within 2 h of opening it.',
    );
    expect(lines).toContain('CONTACT_FORM_SECRET is not set');
    expect(describeContactSetup(parseEnv({ CONTACT_FORM_SECRET: 's'.repeat(32) }, cwd)).join('\n')).not.toContain(
      'CONTACT_FORM_SECRET',
    );
  });
});
