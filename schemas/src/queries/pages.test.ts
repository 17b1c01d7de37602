import { evaluate, parse } from 'groq-js';
import { describe, expect, it } from 'vitest';

import { pageBySlugQuery } from './pages';

const role = (key: string, start: string, end: string | null) => ({
  _key: key,
  _type: 'experience',
  title: `Role ${key}`,
  company: 'Studio',
  start,
  ...(end ? { end } : {}),
});

/** A page whose timeline an editor left in no particular order. */
const page = {
  _id: 'page-cv-en',
  _type: 'page',
  language: 'en',
  title: 'CV',
  slug: { _type: 'slug', current: 'cv' },
  body: [
    {
      _key: 'timeline',
      _type: 'experiencesSection',
      heading: 'Experience',
      items: [
        role('middle', '2018-02-01', '2021-03-31'),
        role('oldest', '2015-03-01', '2018-01-31'),
        role('current', '2021-04-01', null),
      ],
    },
  ],
};

async function run(query: string, params: Record<string, unknown>) {
  return (await evaluate(parse(query), { dataset: [page], params })).get();
}

describe('pageBySlugQuery', () => {
  it('gives an experiences timeline newest first, whatever order the editor left it in', async () => {
    const result = await run(pageBySlugQuery, { locale: 'en', slug: 'cv' });
    const timeline = result.body.find((section: { _type: string }) => section._type === 'experiencesSection');
    expect(timeline.items.map((item: { _key: string }) => item._key)).toEqual(['current', 'middle', 'oldest']);
    expect(timeline.items[0].end).toBeNull();
  });
});
