// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { CHUNK_LOADER, INERT_CHUNK_TYPE } from './first-paint';

/** Runs the loader with one of the document's properties (its parse or visibility state) read as `value`. */
const runLoaderWith = (property: 'readyState' | 'visibilityState', value: string) => {
  const own = Object.getOwnPropertyDescriptor(Document.prototype, property)!;
  Object.defineProperty(document, property, { configurable: true, get: () => value });
  try {
    new Function(CHUNK_LOADER)();
  } finally {
    Object.defineProperty(document, property, own);
  }
};

const inert = (name: string) =>
  `<script type="${INERT_CHUNK_TYPE}" data-src="/_next/static/chunks/${name}.js"></script>`;

describe('the chunk loader', () => {
  it('puts each inert chunk back as an async script, in place and in order, in the next frame', async () => {
    document.head.innerHTML = `${inert('one')}<script src="/_next/static/chunks/polyfills.js" nomodule=""></script>${inert('two')}`;
    new Function(CHUNK_LOADER)();
    // Nothing before the frame.
    expect(document.querySelectorAll(`script[type="${INERT_CHUNK_TYPE}"]`)).toHaveLength(2);
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    expect(document.querySelectorAll(`script[type="${INERT_CHUNK_TYPE}"]`)).toHaveLength(0);
    const scripts = [...document.head.querySelectorAll('script')];
    // Created by script, each is async (the default for a script element a script inserts).
    expect(scripts.map((s) => [s.getAttribute('src'), s.getAttribute('type')])).toEqual([
      ['/_next/static/chunks/one.js', null],
      ['/_next/static/chunks/polyfills.js', null],
      ['/_next/static/chunks/two.js', null],
    ]);
    expect(scripts[1]!.hasAttribute('nomodule')).toBe(true);
  });

  it('waits for the parser to finish (DOMContentLoaded) before asking for the frame', async () => {
    document.head.innerHTML = inert('one');
    runLoaderWith('readyState', 'loading');
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    await frame();
    // Still parsing: a frame came, and nothing was loaded.
    expect(document.querySelectorAll(`script[type="${INERT_CHUNK_TYPE}"]`)).toHaveLength(1);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(document.querySelectorAll(`script[type="${INERT_CHUNK_TYPE}"]`)).toHaveLength(1);
    await frame();
    expect(document.head.innerHTML).toBe('<script src="/_next/static/chunks/one.js"></script>');
  });

  it('loads them at once in a page that is hidden, which has no frames', () => {
    document.head.innerHTML = inert('one');
    runLoaderWith('visibilityState', 'hidden');
    expect(document.head.innerHTML).toBe('<script src="/_next/static/chunks/one.js"></script>');
  });
});
