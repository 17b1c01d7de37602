import type { HeadLink } from '@/brand/manifest';
import { afterLoadScript, AFTER_LOAD_ID, NO_ICON } from '@/config/after-load';

/**
 * The icon and manifest links, in <head>: markup for a visitor without
 * JavaScript, linked once the page has loaded for the others (config/after-load.ts).
 */
export function AfterLoadLinks({ links }: { links: readonly HeadLink[] }) {
  if (links.length === 0) return null;
  return (
    <>
      {/* Until then, an icon that costs no request: a page with none at its load event gets /favicon.ico asked for. */}
      <link rel="icon" href={NO_ICON} />
      <noscript id={AFTER_LOAD_ID}>
        {links.map((link) => (
          <link key={`${link.rel} ${link.href}`} {...link} />
        ))}
      </noscript>
      <script dangerouslySetInnerHTML={{ __html: afterLoadScript }} />
    </>
  );
}
