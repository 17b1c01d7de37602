import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { defaultLocale, languageTag, localeDirection } from '@vitrine/schemas';
import { ErrorLabelsProvider, type ErrorLabels } from './error-labels.client';
import { GlobalError } from './global-error.client';
import { RouteError } from './route-error.client';

const labels: ErrorLabels = {
  unmatched: 'Page not found: {path}',
  invalid: 'Page Not Found: {path}',
  serverError: 'Something went wrong on our side.',
  reference: 'Reference: {digest}',
  sorry: 'Sorry.',
  home: 'Go back home',
  back: 'Go back',
  homeHref: '/fr',
};

const route = (error: Error & { digest?: string; statusCode?: number }) =>
  renderToStaticMarkup(
    <ErrorLabelsProvider labels={labels}>
      <RouteError error={error} reset={() => {}} />
    </ErrorLabelsProvider>,
  );

describe('RouteError: what an unhandled error shows', () => {
  it('an error thrown in the browser shows its own message, with its status', () => {
    const html = route(Object.assign(new Error('The map could not load its tiles.'), { statusCode: 503 }));
    expect(html).toContain('The map could not load its tiles.');
    expect(html).toContain('503');
    expect(html).not.toContain('Reference:');
  });

  it('an error of the server shows a safe message and the digest to quote, never its text', () => {
    const error = Object.assign(new Error('connect ECONNREFUSED 10.0.0.7:5432 (token sk-secret)'), {
      digest: '895292224',
    });
    const html = route(error);
    expect(html).toContain('Something went wrong on our side.');
    expect(html).toContain('Reference: 895292224');
    expect(html).not.toContain('ECONNREFUSED');
    expect(html).not.toContain('sk-secret');
  });

  it('both controls are links to the language’s home without JavaScript', () => {
    const html = route(new Error('x'));
    expect(html.match(/href="\/fr"/g)).toHaveLength(2);
  });
});

describe('GlobalError: the root layout failed', () => {
  it('renders a whole document, with the safe message and the digest for a server error', () => {
    const html = renderToStaticMarkup(
      <GlobalError error={Object.assign(new Error('stack and secrets'), { digest: '42' })} reset={() => {}} />,
    );
    // Rendered on the server (no address to read): the default language, its tag and direction.
    expect(html.startsWith(`<html lang="${languageTag(defaultLocale)}" dir="${localeDirection(defaultLocale)}"`)).toBe(
      true,
    );
    expect(html).toContain('42');
    expect(html).not.toContain('stack and secrets');
  });
});
