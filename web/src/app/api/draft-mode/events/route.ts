import type { NextRequest } from 'next/server';
import { PREVIEW } from '@/config/preview';
import { getPreviewFingerprint } from '@/content';
import { problem } from '@/preview/http';
import { previewState } from '@/preview/state';
import { createDraftWatcher, type DraftWatcher } from '@/preview/watch';

const shared = globalThis as typeof globalThis & { vitrineDraftWatcher?: DraftWatcher };
const watcher = () => (shared.vitrineDraftWatcher ??= createDraftWatcher(getPreviewFingerprint));

/**
 * GET /api/draft-mode/events?since=<fingerprint>: while a preview is open,
 * an event stream that says `change` whenever the drafts differ from what
 * the page was rendered with. Only for a request in draft mode with a valid
 * preview token (401 otherwise); nothing in it is content, let alone a token.
 */
export async function GET(request: NextRequest) {
  if (!(await previewState()).active) return problem(401, 'Not in a preview: open one with the preview secret first.');
  const since = request.nextUrl.searchParams.get('since') ?? '';
  const encoder = new TextEncoder();
  let stop = () => {};

  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (text: string) => {
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          stop();
        }
      };
      send('retry: 3000\n\n');
      const unsubscribe = watcher().subscribe(() => send('event: change\ndata: {}\n\n'));
      const heartbeat = setInterval(() => send(': keep-alive\n\n'), 15_000);
      // The stream ends with the preview session; the browser then sees no more updates, as it should.
      const end = setTimeout(() => stop(), PREVIEW.sessionMaxAgeSeconds * 1000);
      stop = () => {
        unsubscribe();
        clearInterval(heartbeat);
        clearTimeout(end);
        try {
          controller.close();
        } catch {
          // already closed
        }
      };
      request.signal.addEventListener('abort', () => stop());
      if (since !== (await watcher().current())) send('event: change\ndata: {}\n\n');
    },
    cancel() {
      stop();
    },
  });

  return new Response(stream, {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store, no-transform',
      // nginx would otherwise hold the events back in its buffer.
      'X-Accel-Buffering': 'no',
    },
  });
}
