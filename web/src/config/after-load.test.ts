// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { afterLoadScript, AFTER_LOAD_ID } from './after-load';

const LINKS =
  '<link rel="icon" href="/i-32.png" sizes="32x32" type="image/png"><link rel="manifest" href="/manifest.webmanifest">';

/** Runs the script with the document's readyState read as `state`. */
function runWith(state: DocumentReadyState) {
  const own = Object.getOwnPropertyDescriptor(Document.prototype, 'readyState')!;
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => state });
  try {
    new Function(afterLoadScript)();
  } finally {
    Object.defineProperty(document, 'readyState', own);
  }
}

const task = () => new Promise((resolve) => setTimeout(resolve, 0));
const linked = () => [...document.head.querySelectorAll('link')].map((link) => link.outerHTML).join('');

describe('the icon and manifest links after the load event', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('links nothing before the load event, then what the <noscript> holds, a task after it, once', async () => {
    // jsdom parses with scripting on, as a browser with JavaScript does: the <noscript> holds text, no links.
    document.head.innerHTML = `<noscript id="${AFTER_LOAD_ID}">${LINKS}</noscript>`;
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
    runWith('interactive');
    await task();
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    expect(document.head.querySelectorAll('link'), 'not in the load event’s own task').toHaveLength(0);
    await task();
    expect(linked()).toBe(LINKS);
    // The <noscript> stays as React rendered it.
    expect(document.getElementById(AFTER_LOAD_ID)?.textContent).toBe(LINKS);
  });

  it('links them a task later when the page has already loaded', async () => {
    document.head.innerHTML = `<noscript id="${AFTER_LOAD_ID}">${LINKS}</noscript>`;
    runWith('complete');
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
    await task();
    expect(linked()).toBe(LINKS);
  });

  it('does nothing in a page without the <noscript>', async () => {
    runWith('complete');
    await task();
    expect(document.head.innerHTML).toBe('');
  });
});
