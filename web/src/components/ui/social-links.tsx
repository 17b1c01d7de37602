import { webHref } from '@/routing/href';
import styles from './social-links.module.css';

export interface Social {
  network: string;
  label: string;
  url: string;
}

const PATHS: Record<string, string> = {
  github:
    'M12 2a10 10 0 0 0-3.16 19.49c.5.09.68-.22.68-.48v-1.7c-2.78.6-3.37-1.34-3.37-1.34-.45-1.16-1.11-1.47-1.11-1.47-.91-.62.07-.6.07-.6 1 .07 1.53 1.03 1.53 1.03.9 1.53 2.36 1.09 2.93.83.09-.65.35-1.09.63-1.34-2.22-.25-4.56-1.11-4.56-4.94 0-1.09.39-1.98 1.03-2.68-.1-.25-.45-1.27.1-2.64 0 0 .84-.27 2.75 1.02a9.5 9.5 0 0 1 5 0c1.91-1.3 2.75-1.02 2.75-1.02.55 1.37.2 2.39.1 2.64.64.7 1.03 1.59 1.03 2.68 0 3.84-2.34 4.69-4.57 4.93.36.31.68.92.68 1.85v2.75c0 .27.18.58.69.48A10 10 0 0 0 12 2Z',
  twitter:
    'M17.75 3h3.07l-6.7 7.66L22 21h-6.17l-4.83-6.32L5.47 21H2.4l7.17-8.2L2 3h6.33l4.37 5.77L17.75 3Zm-1.08 16.2h1.7L7.4 4.73H5.58L16.67 19.2Z',
  linkedin:
    'M20.45 20.45h-3.55v-5.57c0-1.33-.03-3.04-1.85-3.04-1.86 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28ZM5.34 7.43a2.06 2.06 0 1 1 0-4.12 2.06 2.06 0 0 1 0 4.12ZM7.12 20.45H3.56V9h3.56v11.45Z',
  instagram:
    'M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10Zm0 8.2a3.2 3.2 0 1 1 0-6.4 3.2 3.2 0 0 1 0 6.4ZM17.3 5.5a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4ZM12 3.8c2.67 0 2.99.01 4.04.06 2.71.12 3.98 1.41 4.1 4.1.05 1.05.06 1.37.06 4.04s-.01 2.99-.06 4.04c-.12 2.69-1.38 3.98-4.1 4.1-1.05.05-1.37.06-4.04.06s-2.99-.01-4.04-.06c-2.72-.12-3.98-1.41-4.1-4.1C3.81 14.99 3.8 14.67 3.8 12s.01-2.99.06-4.04c.12-2.69 1.39-3.98 4.1-4.1C9.01 3.81 9.33 3.8 12 3.8ZM12 2c-2.72 0-3.06.01-4.12.06C4.25 2.23 2.23 4.24 2.06 7.88 2.01 8.94 2 9.28 2 12s.01 3.06.06 4.12c.17 3.63 2.18 5.65 5.82 5.82 1.06.05 1.4.06 4.12.06s3.06-.01 4.12-.06c3.63-.17 5.66-2.18 5.82-5.82.05-1.06.06-1.4.06-4.12s-.01-3.06-.06-4.12c-.16-3.63-2.18-5.65-5.82-5.82C15.06 2.01 14.72 2 12 2Z',
  spotify:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm4.59 14.42a.62.62 0 0 1-.86.21c-2.35-1.44-5.3-1.76-8.79-.96a.62.62 0 1 1-.28-1.22c3.81-.87 7.08-.5 9.72 1.11.3.18.39.57.21.86Zm1.22-2.72a.78.78 0 0 1-1.07.26c-2.69-1.65-6.79-2.13-9.97-1.17a.78.78 0 1 1-.45-1.5c3.63-1.1 8.15-.56 11.24 1.34.37.22.48.7.25 1.07Zm.1-2.83C14.69 8.96 9.37 8.78 6.3 9.71a.94.94 0 1 1-.54-1.8c3.53-1.07 9.4-.86 13.1 1.34a.94.94 0 0 1-.96 1.62Z',
  link: 'M10 14a5 5 0 0 0 7.07 0l3-3a5 5 0 0 0-7.07-7.07l-1.5 1.5M14 10a5 5 0 0 0-7.07 0l-3 3a5 5 0 0 0 7.07 7.07l1.5-1.5',
};

/** A network's glyph: its own filled mark, or the generic stroked link icon for a network without one. */
function glyph(network: string): { d: string; stroke: boolean } {
  const own = network in PATHS && network !== 'link';
  return { d: own ? PATHS[network]! : PATHS.link!, stroke: !own };
}

const symbolId = (network: string) => `social-icon-${network in PATHS ? network : 'link'}`;

/** The plain http(s) profiles among `socials` (routing/href.ts, the same check as rich text). */
function safeSocials(socials: readonly Social[]): Social[] {
  return socials.flatMap((social) => {
    const url = webHref(social.url);
    return url ? [{ ...social, url }] : [];
  });
}

/**
 * The glyphs of these profiles' networks, once per page, for `SocialLinks` to
 * draw with `<use>`: the home page shows the same profiles in its hero and its
 * footer, and each inline copy of a path would sit twice in the HTML, once in
 * the markup and once in the page's RSC payload. Rendered by the layout.
 */
export function SocialIconSymbols({ socials }: { socials: readonly Social[] }) {
  const networks = [...new Set(safeSocials(socials).map((social) => symbolId(social.network)))];
  if (networks.length === 0) return null;
  return (
    <svg width="0" height="0" aria-hidden="true" focusable="false" className={styles.symbols}>
      {networks.map((id) => {
        const { d, stroke } = glyph(id.slice('social-icon-'.length));
        return (
          <symbol key={id} id={id} viewBox="0 0 24 24">
            <path
              d={d}
              fill={stroke ? 'none' : 'currentColor'}
              stroke={stroke ? 'currentColor' : 'none'}
              strokeWidth="2"
              strokeLinecap="round"
            />
          </symbol>
        );
      })}
    </svg>
  );
}

/**
 * Social profiles as icon links, drawn from the page's `SocialIconSymbols`.
 * Unknown networks get a generic link icon; a URL that is not a plain http(s)
 * link is not rendered at all.
 */
export function SocialLinks({ socials, label }: { socials: Social[]; label: string }) {
  const safe = safeSocials(socials);
  if (safe.length === 0) return null;
  return (
    <ul className={styles.list} aria-label={label}>
      {safe.map((social) => (
        <li key={`${social.network}-${social.url}`}>
          <a
            className={styles.link}
            href={social.url}
            target="_blank"
            rel="noopener noreferrer me"
            title={social.label}
          >
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              <use href={`#${symbolId(social.network)}`} />
            </svg>
            <span className="sr-only">{social.label}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
