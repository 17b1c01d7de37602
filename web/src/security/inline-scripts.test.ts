import { describe, expect, it } from 'vitest';
import { themeScript } from '@/config/theme';
import { auditInlineScripts, isTrustedInlineScript, scriptHashSource } from './inline-scripts';

const BOOTSTRAP = '(self.__next_f=self.__next_f||[]).push([0])';
/** As Next writes the answer to a form post without JavaScript: its bootstrap and the action's state, one script. */
const formState = (state: string) => `${BOOTSTRAP};self.__next_f.push([2,${state}])`;

describe('isTrustedInlineScript', () => {
  it.each([
    ['the colour-mode script', themeScript],
    ['the flight bootstrap', BOOTSTRAP],
    ['a flight text chunk', 'self.__next_f.push([1,"0:{\\"a\\":1}"])'],
    ['a binary chunk', 'self.__next_f.push([3,"AAEC"])'],
    [
      'a refused contact post’s state, escaped as Next escapes it',
      formState(
        '[{"status":"error","token":"t.1.x","values":{"fullName":"\\u003cb\\u003eAda","email":"nope"},"errors":{"email":"invalid"}},"k1"]',
      ),
    ],
    ['a form state that is a string', formState('"done"')],
    [
      'Turbopack’s chunk list',
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[1]});',
    ],
  ])('trusts %s', (_name, text) => {
    expect(isTrustedInlineScript(text)).toBe(true);
  });

  it.each([
    ['an injected script', 'alert(document.cookie)'],
    ['code after the bootstrap', `${BOOTSTRAP};alert(1)`],
    ['code in a form state', formState('[alert(1)]')],
    ['a call in a form state', formState('{"a":fetch("/x")}')],
    ['a second statement after the form state', `${formState('{}')};alert(1)`],
    ['a form state under another kind', `${BOOTSTRAP};self.__next_f.push([1,{"a":1}])`],
    ['a bootstrap joined without its semicolon', `${BOOTSTRAP}self.__next_f.push([2,{}])`],
  ])('refuses %s', (_name, text) => {
    expect(isTrustedInlineScript(text)).toBe(false);
  });
});

describe('auditInlineScripts', () => {
  it('hashes the trusted scripts of a page and lists the rest', () => {
    const state = formState('{"status":"error"}');
    const html = `<script>${themeScript}</script><script>${state}</script><script type="application/ld+json">{"a":1}</script><script>evil()</script>`;
    expect(auditInlineScripts(html)).toEqual({
      hashes: [scriptHashSource(themeScript), scriptHashSource(state)],
      refused: ['evil()'],
    });
  });
});
