/**
 * What the server's first-paint rewrite (server/first-paint.ts) leaves in a
 * page, here because the Content Security Policy trusts the loader by its exact
 * text (security/inline-scripts.ts).
 *
 * Next's chunk scripts come out inert, as `<script type="vitrine/chunk" data-src="…">`
 * (a data block: neither fetched nor run, and valid HTML, which a data block
 * with a `src` is not). The loader, at the end of <body>, puts each back
 * as an ordinary async script in the first animation frame after the page
 * has been parsed (DOMContentLoaded: the loader itself runs while the parser
 * is still busy, and a frame can come before the parser has finished). That
 * frame is painted before any chunk can run, since a script inserted in it is
 * fetched and run in later tasks. A hidden page (a background tab) has no
 * frames, so it loads them as soon as it is parsed.
 */
export const INERT_CHUNK_TYPE = 'vitrine/chunk';

export const CHUNK_LOADER =
  `(function(){var d=document,t=d.querySelectorAll('script[type="${INERT_CHUNK_TYPE}"]');` +
  'function go(){for(var i=0;i<t.length;i++){var s=d.createElement("script");s.src=t[i].getAttribute("data-src");' +
  's.async=true;t[i].replaceWith(s)}}' +
  'function parsed(){d.visibilityState==="hidden"?go():requestAnimationFrame(go)}' +
  'd.readyState==="loading"?d.addEventListener("DOMContentLoaded",parsed):parsed()})()';
