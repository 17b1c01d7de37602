/**
 * The colour mode before the first paint: an inline script that puts the
 * visitor's stored mode (or the default) on <html> before anything is drawn,
 * so a light-mode visitor never sees a dark flash. next-themes takes over once
 * the page is interactive; its own inline script is rendered inert (see
 * providers.client.tsx) because its text changes with every build's
 * minifier, while this one is a constant the CSP can trust by hash
 * (security/inline-scripts.ts).
 */
import { THEME } from '@/config/theme';

const MODES = ['light', 'dark'];

export const themeScript =
  `(function(){var d=document.documentElement,m;try{m=localStorage.getItem(${JSON.stringify(THEME.storageKey)})}catch(e){}` +
  `if(m==="system"||!m&&${JSON.stringify(THEME.defaultMode)}==="system")m=matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light";` +
  `if(${JSON.stringify(MODES)}.indexOf(m)<0)m=${JSON.stringify(THEME.defaultMode)};` +
  `d.classList.remove(${MODES.map((mode) => JSON.stringify(mode)).join(',')});d.classList.add(m);d.style.colorScheme=m})()`;
