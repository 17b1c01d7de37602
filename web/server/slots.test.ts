import { describe, expect, it } from 'vitest';
import { SLOTS } from '../src/config/slots';
import { fillSlots, hasSlots } from './slots';

const page = [
  '<h1>Page not found: <span data-vitrine-slot="requested-path">/…</span></h1>',
  '<a href="/en" class="b" data-vitrine-slot="back-href">Go back</a>',
  // React writes attributes in prop order: the slot may come before the value.
  `<input type="hidden" data-vitrine-slot="form-token" name="token" value="${SLOTS.formToken.placeholder}"/>`,
  // The page's data payload mentions the placeholders too: never touched.
  `<script>self.__next_f.push([1,"requested-path /… ${SLOTS.formToken.placeholder}"])</script>`,
].join('');

describe('fillSlots', () => {
  it('writes each value into its slot only, escaped', () => {
    const { html, filled } = fillSlots(page, {
      path: '/en/<script>alert(1)</script>"',
      backHref: '/en/about?x="y"',
      formToken: 'abc.def.ghi',
    });
    expect(filled.sort()).toEqual(['backHref', 'formToken', 'path']);
    expect(html).toContain(
      '<span data-vitrine-slot="requested-path">/en/&lt;script&gt;alert(1)&lt;/script&gt;&quot;</span>',
    );
    expect(html).toContain('<a href="/en/about?x=&quot;y&quot;" class="b" data-vitrine-slot="back-href">');
    expect(html).toContain('data-vitrine-slot="form-token" name="token" value="abc.def.ghi"');
    expect(html).toContain(`requested-path /… ${SLOTS.formToken.placeholder}"])</script>`);
    expect(html).not.toContain('<script>alert(1)');
  });

  it('leaves a page without slots, or a value it was not given, as it is', () => {
    expect(hasSlots('<p>hi</p>')).toBe(false);
    expect(fillSlots(page, {}).html).toBe(page);
    expect(fillSlots(page, { path: '/x' }).filled).toEqual(['path']);
  });

  it('does not fill a token input that already has a real token (a page after a post without JavaScript)', () => {
    const answered = '<input type="hidden" name="token" value="real.token.x" data-vitrine-slot="form-token"/>';
    expect(fillSlots(answered, { formToken: 'other' })).toEqual({ html: answered, filled: [] });
  });
});
