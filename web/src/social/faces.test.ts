import { describe, expect, it } from 'vitest';
import { EMOJI_PACKAGE, emojiFileNames, emojiPictures, packageDir } from './faces';

describe('emojiFileNames', () => {
  it('names a picture as the emoji set does: code points in hex, U+FE0F kept only in joined sequences', () => {
    expect(emojiFileNames('🧘')).toEqual(['1f9d8']);
    expect(emojiFileNames('❤️')).toEqual(['2764', '2764-fe0f']);
    expect(emojiFileNames('👁️‍🗨️')).toEqual(['1f441-fe0f-200d-1f5e8-fe0f', '1f441-200d-1f5e8']);
  });
});

describe('emojiPictures', () => {
  const picture = emojiPictures(packageDir(EMOJI_PACKAGE));
  it('finds pictures in the installed set, joined sequences and keycaps included', () => {
    for (const emoji of ['🧘', '❤️', '❤', '👩‍👩‍👧', '1️⃣', '🇵🇹']) expect(picture(emoji), emoji).toMatch(/^<svg/);
  });
  it('has none for what is not an emoji', () => {
    expect(picture('a')).toBeNull();
    expect(picture('Ж')).toBeNull();
  });
});

describe('packageDir', () => {
  it('says which package is missing and what to run', () => {
    expect(() => packageDir('@vitrine/no-such-package')).toThrow(
      'The package @vitrine/no-such-package is not installed: run npm ci.',
    );
  });
});
