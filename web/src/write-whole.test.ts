import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writeWhole } from './write-whole';

const dir = mkdtempSync(join(tmpdir(), 'vitrine-write-whole-'));
afterEach(() => {
  for (const name of readdirSync(dir)) rmSync(join(dir, name));
});

describe('writeWhole', () => {
  it('leaves one of two writes at once, whole, and no temporary file', async () => {
    const file = join(dir, 'page.html');
    await Promise.all([writeWhole(file, 'a'.repeat(1_000_000)), writeWhole(file, 'b'.repeat(1_000_000))]);
    expect(readFileSync(file, 'utf8')).toMatch(/^(a{1000000}|b{1000000})$/);
    expect(readdirSync(dir)).toEqual(['page.html']);
  });

  it('keeps the mode it is given', async () => {
    const file = join(dir, 'index.json');
    await writeWhole(file, '{}', 0o600);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('throws when it cannot write, and leaves nothing behind', async () => {
    await expect(writeWhole(join(dir, 'missing', 'page.html'), 'x')).rejects.toThrow(/ENOENT/);
    expect(readdirSync(dir)).toEqual([]);
  });
});
