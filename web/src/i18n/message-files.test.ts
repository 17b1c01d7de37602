import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultLocale } from '@vitrine/schemas';
import { messagesReport, messagesWarnings, readMessages } from './message-files';

const dir = mkdtempSync(join(tmpdir(), 'vitrine-messages-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const write = (code: string, messages: unknown) => writeFileSync(join(dir, `${code}.json`), JSON.stringify(messages));

write(defaultLocale, { Shell: { home: 'Home', language: 'Language' }, Seo: { feed: 'Feed' } });
write('xx', { Shell: { home: 'Heim', languag: 'Sprache' } });
writeFileSync(join(dir, 'yy.json'), '{ not json');

describe('the messages files of the list', () => {
  it('names, per language, the keys it lacks and the keys nothing reads', () => {
    expect(messagesReport(dir, [defaultLocale, 'xx'])).toEqual([
      { locale: 'xx', missing: ['Shell.language', 'Seo.feed'], unknown: ['Shell.languag'] },
    ]);
  });

  it('turns that into build warnings that name the file and the keys', () => {
    const lines = messagesWarnings(messagesReport(dir, [defaultLocale, 'xx']));
    expect(lines).toEqual([
      `web/messages/xx.json lacks 2 keys, shown in ${defaultLocale} instead: Shell.language, Seo.feed`,
      `web/messages/xx.json has 1 key that web/messages/${defaultLocale}.json does not, which nothing reads: Shell.languag`,
    ]);
    expect(messagesWarnings([{ locale: 'xx', missing: ['a', 'b', 'c'], unknown: [] }], 2)[0]).toMatch(
      /: a, b and 1 more$/,
    );
  });

  it('says what to do when a listed language has no file, or a broken one', () => {
    expect(() => readMessages(dir, 'zz')).toThrow(/web\/messages\/zz\.json is missing.*Copy web\/messages\//);
    expect(() => readMessages(dir, 'yy')).toThrow(/web\/messages\/yy\.json is not valid JSON/);
  });
});
