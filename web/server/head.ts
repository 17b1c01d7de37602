/**
 * HEAD is answered as GET, minus the body (RFC 9110, 9.3.2: the same status
 * and header fields). The request goes through the server and Next as a GET,
 * so everything a header depends on is the GET's own: the page's CSP from
 * its scripts, the compression and its length, the ETag, Cache-Control, Vary,
 * the contact page's per-response token. Only the bytes stay home: Node sends
 * no body on a response to a HEAD (it knows the method it was created for),
 * and this ends the response at the first body write, so a stream (the
 * preview's events) does not stay open behind a HEAD.
 *
 * A GET that streams without a known length goes out chunked; its HEAD then
 * has neither Content-Length nor Transfer-Encoding, both framing of a body
 * the HEAD does not have (RFC 9112, 6.1 allows leaving it out).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Call first, before anything else wraps `res` or reads `req.method`. */
export function answerHeadAsGet(req: IncomingMessage, res: ServerResponse): void {
  if (req.method !== 'HEAD') return;
  req.method = 'GET';
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  let ended = false;
  const callbackOf = (args: unknown[]) => args.find((arg) => typeof arg === 'function') as (() => void) | undefined;

  res.write = ((...args: unknown[]) => {
    if (!ended) {
      ended = true;
      end();
    }
    callbackOf(args)?.();
    return true;
  }) as ServerResponse['write'];

  res.end = ((...args: unknown[]) => {
    if (ended) {
      callbackOf(args)?.();
      return res;
    }
    ended = true;
    // The body goes along: Node takes its length for Content-Length, as for the GET, and sends none of it.
    return end(...args);
  }) as ServerResponse['end'];
}
