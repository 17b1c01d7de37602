import { describe, expect, it } from 'vitest';
import { parseBody } from 'next-sanity/webhook';
import { signWebhook, SIGNATURE_HEADER } from './webhook.ts';

const secret = 'a-webhook-secret-long-enough';
const body = JSON.stringify({ _id: 'article-calm-en', _type: 'article', slug: 'designing-for-calm', language: 'en' });
const post = (signature: string | null, payload = body) =>
  new Request('http://127.0.0.1/api/revalidate', {
    method: 'POST',
    headers: signature ? { [SIGNATURE_HEADER]: signature } : {},
    body: payload,
  });

describe('signWebhook', () => {
  it('produces the header next-sanity accepts', async () => {
    const parsed = await parseBody(post(signWebhook(body, secret)) as never, secret, false);
    expect(parsed).toEqual({ isValidSignature: true, body: JSON.parse(body) });
  });

  it.each([
    ['another secret', signWebhook(body, 'another-secret-long-enough')],
    ['another body', signWebhook(body.replace('en', 'fr'), secret)],
    ['a malformed header', 'v1=abc'],
  ])('is refused when signed with %s', async (_label, signature) => {
    const parsed = await parseBody(post(signature) as never, secret, false);
    expect(parsed.isValidSignature).toBe(false);
  });
});
