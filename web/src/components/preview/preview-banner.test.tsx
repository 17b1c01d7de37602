import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PreviewBanner } from './preview-banner';

describe('PreviewBanner', () => {
  it('names itself, says what the page shows and links to the disable route', () => {
    const html = renderToStaticMarkup(
      <PreviewBanner
        label="Preview mode"
        note="You are seeing unpublished drafts."
        exitLabel="Exit preview"
        exitHref="/api/draft-mode/disable"
      />,
    );
    expect(html).toContain('aria-label="Preview mode"');
    expect(html).toContain('You are seeing unpublished drafts.');
    expect(html).toMatch(/<a [^>]*href="\/api\/draft-mode\/disable"[^>]*>Exit preview<\/a>/);
  });
});
