/**
 * A social card (Open Graph image), 1200 × 630: a pure function of what it
 * says, the site's colours, the direction of its language and the faces it
 * draws with, laid out for next/og (Satori: flexbox only, inline styles).
 * Satori draws the boxes; every piece of text is laid out and drawn by
 * social/text.ts (shaped, in bidirectional order, emoji as pictures) and
 * placed as a picture. cards.tsx loads the content and renders it to PNG.
 */
import type { ModeTokens } from '@/brand/scheme';
import { parseHex } from '@/brand/color';
import { monogram } from '@/text/graphemes';

import { CARD_SIZE } from './card-file';
import type { Weight } from './faces';
import { blockSrc, layoutText, ZWNJ, type Direction, type Faces, type TextBlock, type TextStyle } from './text';

export { CARD_SIZE, CARD_TYPE } from './card-file';

export interface CardContent {
  /** A short line above the title (availability, "Article · 6 min read"); none for plain pages. */
  kicker?: { text: string; dot?: 'available' | 'unavailable' } | null;
  title: string;
  description?: string | null;
  /** The owner, at the bottom: name, job, the site's host. */
  owner: { name: string; job?: string | null; host?: string | null };
}

/**
 * Initials for the owner's badge ("Lívia Vilar" → "LV"): the first grapheme
 * of the first two words, kept apart by a zero-width non-joiner so two Arabic
 * letters stay two letters rather than joining into a word.
 */
export const initials = (name: string): string => monogram(name, 2, /\s+/, ZWNJ);

/** `rgba()` for Satori, which reads neither `rgb(r g b / a)` nor `color-mix()`. */
function rgba(hex: string, alpha: number): string {
  const [r, g, b] = parseHex(hex);
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

const AVAILABLE = '#10b981';

/** The card's boxes, px. */
const PADDING = { top: 64, inline: 80, bottom: 56 };
const BORDER_TOP = 10;
const CONTENT_WIDTH = CARD_SIZE.width - 2 * PADDING.inline;
const BADGE = 64;
const FOOTER_PADDING = 32;
/** The least room between the text and the footer. */
const MIN_GAP = 24;
const KICKER_GAP = 28;
const DESCRIPTION_GAP = 28;
const DOT = 16;
const DOT_GAP = 14;
const BADGE_GAP = 20;
const HOST_GAP = 32;

/** The title at the largest size that says it whole in its lines, else the smallest, cut. */
const TITLE_SIZES = [
  { size: 84, maxLines: 2 },
  { size: 68, maxLines: 2 },
  { size: 56, maxLines: 3 },
] as const;

/** Every piece of text on a card, laid out; null where there is nothing to say or it cannot be drawn. */
export interface CardLayout {
  direction: Direction;
  kicker: TextBlock | null;
  title: TextBlock | null;
  description: TextBlock | null;
  name: TextBlock | null;
  job: TextBlock | null;
  host: TextBlock | null;
  initials: TextBlock | null;
}

/**
 * Lays out the card's text within its boxes. A text that cannot be drawn is
 * left out (the title falls back to the owner's name); the title takes the
 * largest size at which it fits, and the description the lines left above
 * the footer.
 */
export function layoutCard(
  content: CardContent,
  tokens: ModeTokens,
  faces: Record<Weight, Faces>,
  direction: Direction,
): CardLayout {
  const text = (
    value: string | null | undefined,
    weight: Weight,
    style: Omit<TextStyle, 'width'> & { width?: 'fill' | 'fit' },
  ) => (value ? layoutText(value, { width: 'fit', ...style }, faces[weight], direction) : null);

  const host = text(content.owner.host, 400, {
    size: 24,
    lineHeight: 1.2,
    color: tokens.subtle,
    maxWidth: CONTENT_WIDTH / 3,
    maxLines: 1,
  });
  const ownerWidth = CONTENT_WIDTH - BADGE - BADGE_GAP - (host ? host.width + HOST_GAP : 0);
  const name = text(content.owner.name, 700, {
    size: 28,
    lineHeight: 1.2,
    color: tokens.fg,
    maxWidth: ownerWidth,
    maxLines: 1,
  });
  const job = text(content.owner.job, 400, {
    size: 22,
    lineHeight: 1.2,
    color: tokens.subtle,
    maxWidth: ownerWidth,
    maxLines: 1,
  });
  const badge = text(initials(name?.text ?? ''), 700, {
    size: 26,
    lineHeight: 1.2,
    color: tokens['primary-fg'],
    maxWidth: BADGE - 8,
    maxLines: 1,
  });

  const footer = FOOTER_PADDING + 1 + Math.max(BADGE, (name?.height ?? 0) + (job?.height ?? 0));
  let room = CARD_SIZE.height - BORDER_TOP - PADDING.top - PADDING.bottom - footer - MIN_GAP;

  const kickerWidth = CONTENT_WIDTH - (content.kicker?.dot ? DOT + DOT_GAP : 0);
  const kicker = text(content.kicker?.text, 700, {
    size: 28,
    lineHeight: 1.2,
    color: tokens.primary,
    maxWidth: kickerWidth,
    maxLines: 1,
  });
  if (kicker) room -= kicker.height + KICKER_GAP;

  const titleAt = (value: string, size: number, maxLines: number) =>
    text(value, 700, {
      size,
      lineHeight: 1.08,
      letterSpacing: -0.03,
      color: tokens.fg,
      maxWidth: CONTENT_WIDTH,
      maxLines,
      width: 'fill',
    });
  const fitTitle = (value: string): TextBlock | null => {
    for (const { size, maxLines } of TITLE_SIZES) {
      const block = titleAt(value, size, maxLines);
      if (!block) return null;
      if (!block.cut && block.height <= room) return block;
    }
    const smallest = TITLE_SIZES[TITLE_SIZES.length - 1]!;
    return titleAt(value, smallest.size, smallest.maxLines);
  };
  const title = fitTitle(content.title) ?? fitTitle(content.owner.name);
  if (title) room -= title.height;

  let description: TextBlock | null = null;
  for (let maxLines = 3; maxLines > 0 && content.description; maxLines--) {
    const block = text(content.description, 400, {
      size: 32,
      lineHeight: 1.4,
      color: tokens.muted,
      maxWidth: CONTENT_WIDTH,
      maxLines,
      width: 'fill',
    });
    if (!block) break;
    if (block.height + DESCRIPTION_GAP <= room) {
      description = block;
      break;
    }
  }
  return { direction, kicker, title, description, name, job, host, initials: badge };
}

/** A block of text, placed by its layout box (its drawing overflows the box by its padding). */
function Text({ block }: { block: TextBlock }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- Satori draws pictures from <img>, not next/image.
    <img
      src={blockSrc(block)}
      alt=""
      width={block.width + 2 * block.pad.x}
      height={block.height + 2 * block.pad.y}
      style={{ margin: `${-block.pad.y}px ${-block.pad.x}px` }}
    />
  );
}

/** The card, in the site's dark colours (the mode it opens in). `tokens` are the scheme's dark tokens. */
export function SocialCard({
  layout,
  content,
  tokens,
}: {
  layout: CardLayout;
  content: CardContent;
  tokens: ModeTokens;
}) {
  const rtl = layout.direction === 'rtl';
  const row = rtl ? 'row-reverse' : 'row';
  const start = rtl ? 'flex-end' : 'flex-start';
  return (
    <div
      style={{
        width: CARD_SIZE.width,
        height: CARD_SIZE.height,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: `${PADDING.top}px ${PADDING.inline}px ${PADDING.bottom}px`,
        backgroundColor: tokens.bg,
        backgroundImage: `radial-gradient(circle at ${rtl ? 12 : 88}% -10%, ${rgba(tokens.primary, 0.28)} 0%, ${rgba(tokens.primary, 0)} 55%)`,
        color: tokens.fg,
        borderTop: `${BORDER_TOP}px solid ${tokens['primary-solid']}`,
      }}
    >
      <div style={{ display: 'flex', flexDirection: 'column', alignItems: start }}>
        {layout.kicker ? (
          <div
            style={{
              display: 'flex',
              flexDirection: row,
              alignItems: 'center',
              gap: DOT_GAP,
              marginBottom: KICKER_GAP,
            }}
          >
            {content.kicker?.dot ? (
              <div
                style={{
                  width: DOT,
                  height: DOT,
                  borderRadius: 999,
                  backgroundColor: content.kicker.dot === 'available' ? AVAILABLE : tokens.danger,
                }}
              />
            ) : null}
            <Text block={layout.kicker} />
          </div>
        ) : null}
        {layout.title ? <Text block={layout.title} /> : null}
        {layout.description ? (
          <div style={{ display: 'flex', marginTop: DESCRIPTION_GAP }}>
            <Text block={layout.description} />
          </div>
        ) : null}
      </div>
      <div
        style={{
          display: 'flex',
          flexDirection: row,
          alignItems: 'center',
          justifyContent: 'space-between',
          paddingTop: FOOTER_PADDING,
          borderTop: `1px solid ${tokens.border}`,
        }}
      >
        <div style={{ display: 'flex', flexDirection: row, alignItems: 'center', gap: BADGE_GAP }}>
          <div
            style={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              width: BADGE,
              height: BADGE,
              borderRadius: 999,
              backgroundColor: tokens['primary-solid'],
            }}
          >
            {layout.initials ? <Text block={layout.initials} /> : null}
          </div>
          <div style={{ display: 'flex', flexDirection: 'column', alignItems: start }}>
            {layout.name ? <Text block={layout.name} /> : null}
            {layout.job ? <Text block={layout.job} /> : null}
          </div>
        </div>
        {layout.host ? <Text block={layout.host} /> : null}
      </div>
    </div>
  );
}
