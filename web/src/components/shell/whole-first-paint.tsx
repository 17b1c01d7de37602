/**
 * The first paint waits until the page's visible part has been parsed
 * (docs/performance.md, "Paint before the framework"). A browser otherwise paints whenever its
 * parser yields: with the stylesheets loaded, Chrome painted a header whose
 * tools were not parsed yet, and the nav, the footer's links or a work's
 * caption moved once the rest arrived (the layout shifts the images test saw).
 *
 * `<link rel="expect" blocking="render">` in <head> holds rendering until the
 * element it names has been parsed, with everything before it. React means
 * to write the same for its shell but keeps it behind a flag in its stable
 * build, so the layout writes it: `ExpectShell` in <head>, `ShellParsed`
 * after the footer. Browsers without it (Firefox, Safari) paint as before; if
 * the mark were missing, Chrome would paint once the document is parsed.
 */
const SHELL_PARSED_ID = 'shell-parsed';

export function ExpectShell() {
  return <link rel="expect" href={`#${SHELL_PARSED_ID}`} blocking="render" />;
}

export function ShellParsed() {
  return <template id={SHELL_PARSED_ID} />;
}
