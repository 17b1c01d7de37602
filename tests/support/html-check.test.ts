/**
 * The HTML check passes over one message of the checker's, for the one link
 * the HTML Standard allows and the checker does not know (html-check.ts):
 * run here with the real checker, beside the same attribute where it is wrong.
 */
import { describe, expect, it } from 'vitest';
import { checkHtml } from './html-check.ts';

const page = (head: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>t</title>${head}</head>` +
  '<body><p>Text</p><template id="mark"></template></body></html>';

describe('checkHtml', () => {
  it('accepts <link rel="expect" blocking="render"> and still reports blocking on another link', async () => {
    const [expectLink, preload, plain] = await checkHtml([
      { label: 'expect', html: page('<link rel="expect" href="#mark" blocking="render"/>') },
      { label: 'preload', html: page('<link rel="preload" as="font" href="/f.woff2" blocking="render"/>') },
      { label: 'plain', html: page('') },
    ]);
    expect(expectLink!.errors).toEqual([]);
    expect(plain!.errors).toEqual([]);
    expect(preload!.errors.map((error) => error.message)).toEqual([
      expect.stringContaining('with a \u201cblocking\u201d attribute'),
    ]);
  }, 60_000);
});
