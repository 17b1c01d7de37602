import { describe, expect, it } from 'vitest';
import { xmlText } from './xml';

describe('xmlText', () => {
  it('escapes markup and drops the characters XML forbids', () => {
    expect(xmlText(`Tom & "Jerry" <b>'s</b>`)).toBe('Tom &amp; &quot;Jerry&quot; &lt;b&gt;&apos;s&lt;/b&gt;');
    expect(xmlText('a\u0000b\u0008c\u000Bd\tе\nf\uFFFE')).toBe('abcd\tе\nf');
    expect(xmlText('lone \uD800 surrogate, pair 😀')).toBe('lone  surrogate, pair 😀');
  });
});
