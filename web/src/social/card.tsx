/**
 * A social card (Open Graph image), 1200 × 630: a pure function of what it
 * says and the site's colours, laid out for next/og (Satori: flexbox only,
 * inline styles). cards.tsx loads the content and renders it to PNG.
 */
import { OG_FONT_FAMILY } from '@/app/fonts/og';
import { subsetCodePoints } from '@/app/fonts/coverage';
import type { ModeTokens } from '@/brand/scheme';
import { parseHex } from '@/brand/color';
import { clip as clipText, monogram } from '@/text/graphemes';

import { CARD_SIZE } from './card-file';

export { CARD_SIZE, CARD_TYPE } from './card-file';

export interface CardContent {
  /** A short line above the title (availability, "Article · 6 min read"); none for plain pages. */
  kicker?: { text: string; dot?: 'available' | 'unavailable' } | null;
  title: string;
  description?: string | null;
  /** The owner, at the bottom: name, job, the site's host. */
  owner: { name: string; job?: string | null; host?: string | null };
}

const COVERED = new Set(subsetCodePoints());

/**
 * Text the card's fonts can draw. For a character they lack, Satori would ask
 * Google Fonts for one (a request at build time, an error offline): spaces
 * the font lacks become plain spaces, anything else it cannot draw is left out.
 */
export function cardText(value: string): string {
  return [...value.replace(/[\u00a0\u2009\u202f]/g, ' ').replace(/\u00ad/g, '')]
    .filter((char) => COVERED.has(char.codePointAt(0)!) || char === '\n')
    .join('')
    .trim();
}

/** At most `max` characters (grapheme clusters), cut at a word with an ellipsis. */
export const clip = clipText;

/** Initials for the owner's badge ("Lívia Vilar" → "LV"), whole grapheme clusters. */
export const initials = (name: string): string => monogram(name);

/** `rgba()` for Satori, which reads neither `rgb(r g b / a)` nor `color-mix()`. */
function rgba(hex: string, alpha: number): string {
  const [r, g, b] = parseHex(hex);
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

/**
 * Text that wraps between words only: Satori would break a line inside
 * "front-end" at its hyphen, and the font has no non-breaking hyphen.
 */
function Words({ text, style }: { text: string; style: Record<string, string | number> }) {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', columnGap: '0.24em', ...style }}>
      {text.split(/\s+/).map((word, index) => (
        <span key={index}>{word}</span>
      ))}
    </div>
  );
}

const titleSize = (title: string) => (title.length <= 24 ? 84 : title.length <= 48 ? 68 : 56);
const AVAILABLE = '#10b981';

/** The card, in the site's dark colours (the mode it opens in). `tokens` are the scheme's dark tokens. */
export function SocialCard({ content, tokens }: { content: CardContent; tokens: ModeTokens }) {
  const title = clip(cardText(content.title), 110);
  const description = content.description ? clip(cardText(content.description), 170) : '';
  const kicker = content.kicker ? cardText(content.kicker.text) : '';
  const name = cardText(content.owner.name);
  const job = content.owner.job ? cardText(content.owner.job) : '';
  const host = content.owner.host ? cardText(content.owner.host) : '';
  return (
    <div
      style={{
        width: CARD_SIZE.width,
        height: CARD_SIZE.height,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '64px 80px 56px',
        backgroundColor: tokens.bg,
        backgroundImage: `radial-gradient(circle at 88% -10%, ${rgba(tokens.primary, 0.28)} 0%, ${rgba(tokens.primary, 0)} 55%)`,
        color: tokens.fg,
        fontFamily: OG_FONT_FAMILY,
        fontWeight: 400,
        borderTop: `10px solid ${tokens['primary-solid']}`,
      }}
    >
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        {kicker ? (
          <div
            style={{
              display: 'flex',
              alignItems: 'center',
              gap: 14,
              marginBottom: 28,
              fontSize: 28,
              fontWeight: 700,
              color: tokens.primary,
            }}
          >
            {content.kicker?.dot ? (
              <div
                style={{
                  width: 16,
                  height: 16,
                  borderRadius: 999,
                  backgroundColor: content.kicker.dot === 'available' ? AVAILABLE : tokens.danger,
                }}
              />
            ) : null}
            {kicker}
          </div>
        ) : null}
        <Words
          text={title}
          style={{ fontSize: titleSize(title), fontWeight: 700, lineHeight: 1.08, letterSpacing: '-0.03em' }}
        />
        {description ? (
          <Words text={description} style={{ marginTop: 28, fontSize: 32, lineHeight: 1.4, color: tokens.muted }} />
        ) : null}
      </div>
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          paddingTop: 32,
          borderTop: `1px solid ${tokens.border}`,
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
          <div
            style={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              width: 64,
              height: 64,
              borderRadius: 999,
              backgroundColor: tokens['primary-solid'],
              color: tokens['primary-fg'],
              fontSize: 26,
              fontWeight: 700,
            }}
          >
            {initials(name)}
          </div>
          <div style={{ display: 'flex', flexDirection: 'column' }}>
            <div style={{ display: 'flex', fontSize: 28, fontWeight: 700 }}>{name}</div>
            {job ? <div style={{ display: 'flex', fontSize: 22, color: tokens.subtle }}>{job}</div> : null}
          </div>
        </div>
        {host ? <div style={{ display: 'flex', fontSize: 24, color: tokens.subtle }}>{host}</div> : null}
      </div>
    </div>
  );
}
