'use client';

import { useEffect } from 'react';
import { notify } from '@/components/toasts/notify';
import { FLASH_COOKIE } from '@/config/locale';

/**
 * Shows, once, the notice a server redirect left in the flash cookie
 * (e.g. "this article is not translated yet"), then clears the cookie.
 */
export function FlashToasts({ messages }: { messages: Record<string, string> }) {
  useEffect(() => {
    const match = document.cookie.match(new RegExp(`(?:^|; )${FLASH_COOKIE.name}=([^;]*)`));
    if (!match) return;
    document.cookie = `${FLASH_COOKIE.name}=; Max-Age=0; Path=/; SameSite=Lax`;
    // The server writes a plain key (config/locale.ts); anything else, forged or malformed, names no message.
    const message = Object.hasOwn(messages, match[1]!) ? messages[match[1]!] : undefined;
    if (message) notify.info(message);
  }, [messages]);
  return null;
}
