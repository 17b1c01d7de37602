// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOADER, INERT_CHUNK_TYPE, PAINT_WAIT_MS } from './first-paint';

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

const held = () => document.querySelectorAll(`script[type="${INERT_CHUNK_TYPE}"]`).length;
const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

describe('the chunk loader, where paint entries are not reported (jsdom reports none)', () => {
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

/**
 * A browser's PerformanceObserver as far as the loader uses it: it reports paint entries, and
 * `paint(name)` delivers one to every observer of paints, the way the browser does once a paint has
 * been presented.
 */
class PaintObserver {
  static readonly supportedEntryTypes = ['mark', 'measure', 'paint', 'resource'];
  static observing: PaintObserver[] = [];
  static options: unknown[] = [];
  static paint(name: string) {
    const list = { getEntriesByName: (wanted: string) => (wanted === name ? [{ name, entryType: 'paint' }] : []) };
    for (const observer of [...PaintObserver.observing]) observer.callback(list, observer);
  }
  constructor(private readonly callback: (list: unknown, observer: PaintObserver) => void) {}
  observe(options: unknown) {
    PaintObserver.options.push(options);
    PaintObserver.observing.push(this);
  }
  disconnect() {
    PaintObserver.observing = PaintObserver.observing.filter((o) => o !== this);
  }
}

describe('the chunk loader, where paint entries are reported', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    PaintObserver.observing = [];
    PaintObserver.options = [];
  });

  it('waits past the next frame for the first contentful paint, then puts the chunks back once', async () => {
    vi.stubGlobal('PerformanceObserver', PaintObserver);
    document.head.innerHTML = `${inert('one')}${inert('two')}`;
    new Function(CHUNK_LOADER)();
    // Asked for paints already reported too (the page may have painted before the loader ran).
    expect(PaintObserver.options).toEqual([{ type: 'paint', buffered: true }]);
    await frame();
    expect(held()).toBe(2);
    // A first paint that is not contentful (a background colour) is not the one.
    PaintObserver.paint('first-paint');
    expect(held()).toBe(2);
    PaintObserver.paint('first-contentful-paint');
    expect(document.head.innerHTML).toBe(
      '<script src="/_next/static/chunks/one.js"></script><script src="/_next/static/chunks/two.js"></script>',
    );
    expect(PaintObserver.observing, 'the observer let go').toEqual([]);
  });

  it(`loads them anyway ${PAINT_WAIT_MS} ms after the page was parsed when no paint comes, and only once`, () => {
    vi.useFakeTimers();
    vi.stubGlobal('PerformanceObserver', PaintObserver);
    document.head.innerHTML = inert('one');
    new Function(CHUNK_LOADER)();
    vi.advanceTimersByTime(PAINT_WAIT_MS - 1);
    expect(held()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(document.head.innerHTML).toBe('<script src="/_next/static/chunks/one.js"></script>');
    // The paint that comes late puts nothing back a second time.
    PaintObserver.paint('first-contentful-paint');
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
  });
});
