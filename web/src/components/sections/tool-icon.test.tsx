import { renderToStaticMarkup } from 'react-dom/server';
import { siFigma, siNextdotjs } from 'simple-icons';
import { describe, expect, it } from 'vitest';
import { simpleIcon, ToolIcon } from './tool-icon';

describe('simpleIcon', () => {
  it.each([
    ['figma', siFigma.path],
    ['nextdotjs', siNextdotjs.path],
    ['simple-icons:figma', siFigma.path],
  ])('draws %s from the set', (name, path) => {
    expect(simpleIcon(name)?.path).toBe(path);
  });

  it.each([['playwright'], ['logos:playwright'], ['Figma'], ['constructor'], ['__proto__'], [''], [null], [undefined]])(
    'knows no icon named %j',
    (name) => {
      expect(simpleIcon(name)).toBeNull();
    },
  );
});

describe('ToolIcon', () => {
  it('renders a known name as an inline SVG path in the text colour, with no request', () => {
    const html = renderToStaticMarkup(<ToolIcon name="Figma" icon="figma" />);
    expect(html).toBe(
      `<svg viewBox="0 0 24 24" width="20" height="20" fill="currentColor" aria-hidden="true" data-icon="figma"><path d="${siFigma.path}"></path></svg>`,
    );
  });

  it.each([
    ['an unknown name', 'Playwright', 'logos:playwright', 'P'],
    ['no name', 'VS Code', null, 'VC'],
  ])('shows a letter tile for %s', (_, name, icon, letters) => {
    expect(renderToStaticMarkup(<ToolIcon name={name} icon={icon} />)).toBe(letters);
  });
});
