import { describe, expect, it } from 'vitest';
import { loadDataset } from '@vitrine/schemas/dataset';
import { DATASET_DIR } from '../support/dataset.ts';
import { draftOnlyTexts, visibleText } from './draft-text.ts';

describe('draftOnlyTexts', () => {
  const texts = draftOnlyTexts(loadDataset(DATASET_DIR));

  it('finds what the demo drafts change: an article, and a page in each language, titles and body text', () => {
    expect(new Set(texts.map((t) => t.id))).toEqual(
      new Set(['drafts.article-calm-en', 'drafts.page-about-en', 'drafts.page-about-fr', 'drafts.page-about-pt']),
    );
    expect(texts.map((t) => t.text)).toEqual(
      expect.arrayContaining(['Designing for calm, revisited', 'Two years later']),
    );
    expect(texts.map((t) => t.path)).toEqual(expect.arrayContaining(['title', 'body[0].heading']));
  });

  it('keeps only text no published document holds', () => {
    const published = JSON.stringify(loadDataset(DATASET_DIR).filter((d) => !d._id.startsWith('drafts.')));
    for (const { text } of texts) expect(published).not.toContain(JSON.stringify(text).slice(1, -1));
  });

  it('works on documents given inline', () => {
    expect(
      draftOnlyTexts([
        { _id: 'a', _type: 'note', title: 'Old title here', same: 'Kept the same' },
        { _id: 'drafts.a', _type: 'note', title: 'New title here', same: 'Kept the same', _key: 'ignored key' },
        { _id: 'drafts.b', _type: 'note', title: 'A brand new note' },
        { _id: 'drafts.c', _type: 'note', title: 'Old title here', slug: 'not-readable' },
      ]),
    ).toEqual([
      { id: 'drafts.a', path: 'title', text: 'New title here' },
      { id: 'drafts.b', path: 'title', text: 'A brand new note' },
    ]);
  });
});

describe('visibleText', () => {
  it('decodes what React escapes and drops its text separators', () => {
    expect(visibleText('Hi, I&#x27;m <!-- -->L&amp;V &quot;here&quot; &lt;3')).toBe('Hi, I\'m L&V "here" <3');
  });
});
