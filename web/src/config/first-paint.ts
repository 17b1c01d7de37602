/**
 * What the server's first-paint rewrite (server/first-paint.ts) leaves in a
 * page, here because the Content Security Policy trusts the loader by its exact
 * text (security/inline-scripts.ts).
 *
 * Next's chunk scripts come out inert, as `<script type="vitrine/chunk" data-src="…">`
 * (a data block: neither fetched nor run, and valid HTML, which a data block
 * with a `src` is not). The loader, at the end of <body>, puts each back as an
 * ordinary async script once the page has been parsed (DOMContentLoaded: the
 * loader itself runs while the parser is still busy) and its first contentful
 * paint has been presented, which the browser reports as a `paint` entry
 * (buffered, so a paint before the loader ran counts). Waiting for the paint
 * itself, not for the next animation frame, matters: a frame is presented some
 * time after its task, and chunks fetched in that time are, to Lighthouse's
 * simulation, part of what the paint waited for.
 *
 * Where paint entries are not reported, the next animation frame stands in.
 * Behind both, a timer: a page switched to the background before it painted
 * still loads its scripts. A hidden page (a background tab) has no frames and
 * no paints, so it loads them as soon as it is parsed. Each chunk is put back
 * once, whichever comes first: a chunk already put back is out of the page, and
 * replacing it again does nothing.
 */
export const INERT_CHUNK_TYPE = 'vitrine/chunk';

/** How long the loader waits for the first paint before it loads the chunks anyway. */
export const PAINT_WAIT_MS = 3000;

export const CHUNK_LOADER =
  `(function(){var d=document,t=d.querySelectorAll('script[type="${INERT_CHUNK_TYPE}"]');` +
  'function go(){for(var i=0;i<t.length;i++){var s=d.createElement("script");' +
  's.src=t[i].getAttribute("data-src");s.async=true;t[i].replaceWith(s)}}' +
  'function parsed(){if(d.visibilityState==="hidden")return go();' +
  'var P=self.PerformanceObserver,k=P&&P.supportedEntryTypes;' +
  'if(!k||k.indexOf("paint")<0)return requestAnimationFrame(go);' +
  'new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}})' +
  `.observe({type:"paint",buffered:true});setTimeout(go,${PAINT_WAIT_MS})}` +
  'd.readyState==="loading"?d.addEventListener("DOMContentLoaded",parsed):parsed()})()';
