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
    const message = messages[decodeURIComponent(match[1]!)];
    if (message) notify.info(message);
  }, [messages]);
  return null;
}
