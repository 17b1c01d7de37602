import { renderToStaticMarkup } from 'react-dom/server';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { TOASTS } from '@/config/toasts';
import { ToastRegion } from './lazy-toaster.client';

describe('the server-rendered toast region', () => {
  it.each(['Notifications', 'Notificações'])(
    'is the markup sonner’s <Toaster> renders with no toast (%s), so the hand-over changes nothing visible',
    (label) => {
      const sonner = renderToStaticMarkup(
        <Toaster containerAriaLabel={label} hotkey={[...TOASTS.hotkey]} position={TOASTS.position} />,
      );
      expect(sonner).toMatch(/^<section [^>]*><\/section>$/);
      expect(renderToStaticMarkup(<ToastRegion label={label} />)).toBe(sonner);
    },
  );
});
