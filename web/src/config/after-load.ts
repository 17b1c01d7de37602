/**
 * The icons and the web manifest, linked once the page has loaded
 * (components/shell/after-load-links.tsx). Chrome asks for a page's favicon
 * and manifest when it finishes loading; linked from the start, those requests
 * fell among the first paint's and the largest paint's (docs/performance.md).
 *
 * The links are written in a `<noscript>` in <head>: with JavaScript off it is
 * markup, and the browser has them as before; with JavaScript on it is text,
 * and nothing is fetched. This script, a constant the CSP trusts by hash
 * (security/inline-scripts.ts), copies that text into <head> as links once the
 * `load` event has fired, a task later, all in one insertion: inserted one by
 * one, each made Chrome choose a favicon again, and it fetched one icon, then
 * another, then that one twice more. The <noscript> stays where React
 * rendered it, so hydration finds the page as the server wrote it. A tab's icon
 * can come a moment later on a first visit; bookmarks, the home screen and
 * installs find the same links as before.
 */
export const AFTER_LOAD_ID = 'after-load-links';

/**
 * The icon linked from the start, which costs no request: a page with no icon at its load event gets
 * /favicon.ico asked for (here a 20 KB 404 page). Chrome drops it for the sized icons once they are linked.
 */
export const NO_ICON = 'data:,';

export const afterLoadScript =
  `(function(){function a(){setTimeout(function(){var n=document.getElementById(${JSON.stringify(AFTER_LOAD_ID)});` +
  'if(n){var t=document.createElement("template");t.innerHTML=n.textContent;document.head.append(t.content)}})}' +
  'document.readyState==="complete"?a():addEventListener("load",a)})()';
