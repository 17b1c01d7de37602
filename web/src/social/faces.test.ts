import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { emojiFileNames, emojiPictures } from './faces';

describe('emojiFileNames', () => {
  it('names a picture as the emoji set does: code points in hex, U+FE0F kept only in joined sequences', () => {
    expect(emojiFileNames('🧘')).toEqual(['1f9d8']);
    expect(emojiFileNames('❤️')).toEqual(['2764', '2764-fe0f']);
    expect(emojiFileNames('👁️‍🗨️')).toEqual(['1f441-fe0f-200d-1f5e8-fe0f', '1f441-200d-1f5e8']);
  });
});

describe('emojiPictures', () => {
  const picture = emojiPictures();
  it('finds pictures in the installed set, joined sequences and keycaps included', () => {
    for (const emoji of ['🧘', '❤️', '❤', '👩‍👩‍👧', '1️⃣', '🇵🇹']) expect(picture(emoji), emoji).toMatch(/^<svg/);
  });
  it('has none for what is not an emoji', () => {
    expect(picture('a')).toBeNull();
    expect(picture('Ж')).toBeNull();
  });
});

describe('emojiPictures, away from web/', () => {
  const cwd = process.cwd();
  const elsewhere = mkdtempSync(join(tmpdir(), 'vitrine-faces-'));
  afterAll(() => {
    process.chdir(cwd);
    rmSync(elsewhere, { recursive: true });
  });

  it('names the package it reads beside web/, and what to run, when it is not there', () => {
    process.chdir(elsewhere);
    expect(() => emojiPictures()).toThrow(
      `The package @twemoji/svg is not installed in ${join(elsewhere, '../node_modules')}: run npm ci.`,
    );
  });
});
