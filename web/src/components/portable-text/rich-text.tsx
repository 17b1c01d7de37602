import type { ReactNode } from 'react';
import {
  PortableText,
  type PortableTextBlock,
  type PortableTextBlockComponent,
  type PortableTextComponents,
} from 'next-sanity';
import { calloutTones, codeLanguages, type ArticleBySlugQueryResult, type BlockContent } from '@vitrine/schemas';
import { ContentImage, type ImageData } from '@/components/ui/content-image';
import { IMAGE_SHAPES } from '@/config/images';
import { imageSizes } from '@/images/sizes';
import { SmartLink } from '@/components/ui/smart-link';
import { Icon } from '@/components/ui/icon';
import { headingIds } from './heading-ids';
import styles from './portable-text.module.css';

/** What the site's queries return for rich text: an article body, or the plain rich text of sections and FAQ answers. */
export type RichTextValue = NonNullable<ArticleBySlugQueryResult>['body'] | BlockContent;

export type CalloutTone = (typeof calloutTones)[number];

export interface RichTextLabels {
  /** Read after an external link that opens a new tab. */
  newTab: string;
  /** Callout names, shown when a callout has no title and read before it otherwise. */
  callout: Record<CalloutTone, string>;
}

export interface RichTextProps {
  value: RichTextValue | null | undefined;
  labels: RichTextLabels;
  /**
   * How many levels to push headings down: 0 in an article (its h2 stays an h2),
   * 1 under a section's own h2, 2 inside an FAQ answer.
   */
  headingShift?: 0 | 1 | 2;
  className?: string;
}

type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

interface CodeValue {
  code?: string;
  language?: string;
  filename?: string;
  highlightedLines?: number[];
}

interface CalloutValue {
  tone?: string;
  title?: string;
  text?: string;
}

interface ImageValue extends ImageData {
  caption?: string | null;
}

const languageTitle = (value: string | undefined) =>
  codeLanguages.find((language) => language.value === value)?.title ?? value ?? null;

const isTone = (value: unknown): value is CalloutTone =>
  typeof value === 'string' && (calloutTones as readonly string[]).includes(value);

const isEmptyBlock = (block: PortableTextBlock) =>
  block.children.every((child) => typeof child.text !== 'string' || child.text.trim() === '');

function CalloutIcon({ tone }: { tone: CalloutTone }) {
  const paths: Record<CalloutTone, string> = {
    note: 'M12 16v-4m0-4h.01M22 12a10 10 0 1 1-20 0 10 10 0 0 1 20 0Z',
    tip: 'M9 18h6m-5 3h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3Z',
    warning: 'M12 9v4m0 4h.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z',
  };
  return (
    <Icon size={18} className={styles.calloutIcon}>
      <path d={paths[tone]} />
    </Icon>
  );
}

function CodeBlock({ value }: { value: CodeValue }) {
  const code = value.code?.replace(/\n+$/, '') ?? '';
  if (code.trim() === '') return null;
  const language = languageTitle(value.language);
  const highlighted = new Set(value.highlightedLines ?? []);
  return (
    <figure className={styles.code}>
      {value.filename || language ? (
        <figcaption className={styles.codeBar}>
          <span className={styles.filename}>{value.filename}</span>
          {language ? <span className={styles.language}>{language}</span> : null}
        </figcaption>
      ) : null}
      {/* Focusable so a keyboard can scroll long lines. */}
      <pre className={styles.pre} tabIndex={0}>
        <code className={value.language ? `language-${value.language}` : undefined}>
          {highlighted.size === 0
            ? code
            : code.split('\n').map((line, index) => (
                <span key={index} className={highlighted.has(index + 1) ? styles.highlighted : undefined}>
                  {line}
                  {'\n'}
                </span>
              ))}
        </code>
      </pre>
    </figure>
  );
}

function Callout({ value, labels }: { value: CalloutValue; labels: RichTextLabels }) {
  if (!value.text) return null;
  const tone = isTone(value.tone) ? value.tone : 'note';
  return (
    <div role="note" className={styles.callout} data-tone={tone}>
      <CalloutIcon tone={tone} />
      <div>
        <p className={styles.calloutTitle}>
          {value.title ? (
            <>
              <span className="sr-only">{labels.callout[tone]}: </span>
              {value.title}
            </>
          ) : (
            labels.callout[tone]
          )}
        </p>
        <p className={styles.calloutText}>{value.text}</p>
      </div>
    </div>
  );
}

function Figure({ value }: { value: ImageValue }) {
  if (!value.url) return null;
  return (
    <figure className={styles.figure}>
      {/* Figures are drawn in articles, across the text column. */}
      <ContentImage image={value} shape={IMAGE_SHAPES.column} sizes={imageSizes('content')} className={styles.image} />
      {value.caption ? <figcaption className={styles.caption}>{value.caption}</figcaption> : null}
    </figure>
  );
}

function Heading({ level, id, children }: { level: number; id: string | undefined; children?: ReactNode }) {
  const Tag = `h${Math.min(6, level)}` as HeadingTag;
  return (
    <Tag id={id} className={styles.heading}>
      {id ? (
        <a href={`#${id}`} className={styles.anchor}>
          {children}
        </a>
      ) : (
        children
      )}
    </Tag>
  );
}

function components(ids: Map<string, string>, labels: RichTextLabels, shift: number): PortableTextComponents {
  const heading = (level: 2 | 3 | 4): PortableTextBlockComponent =>
    function HeadingBlock({ children, value }) {
      if (isEmptyBlock(value)) return null;
      return (
        <Heading level={level + shift} id={ids.get(value._key ?? '')}>
          {children}
        </Heading>
      );
    };

  return {
    block: {
      normal: ({ children, value }) => (isEmptyBlock(value) ? null : <p>{children}</p>),
      h2: heading(2),
      h3: heading(3),
      h4: heading(4),
      blockquote: ({ children }) => <blockquote className={styles.quote}>{children}</blockquote>,
    },
    list: {
      bullet: ({ children }) => <ul className={styles.list}>{children}</ul>,
      number: ({ children }) => <ol className={styles.list}>{children}</ol>,
    },
    listItem: {
      bullet: ({ children }) => <li>{children}</li>,
      number: ({ children }) => <li>{children}</li>,
    },
    marks: {
      strong: ({ children }) => <strong>{children}</strong>,
      em: ({ children }) => <em>{children}</em>,
      code: ({ children }) => <code className={styles.inlineCode}>{children}</code>,
      link: ({ children, value }) => (
        <SmartLink
          href={(value as { href?: string } | undefined)?.href}
          className={styles.link}
          newTabLabel={labels.newTab}
        >
          {children}
        </SmartLink>
      ),
    },
    types: {
      image: ({ value }) => <Figure value={value as ImageValue} />,
      code: ({ value }) => <CodeBlock value={value as CodeValue} />,
      callout: ({ value }) => <Callout value={value as CalloutValue} labels={labels} />,
    },
    // An unknown block type from a newer schema renders nothing rather than a warning box.
    unknownType: () => null,
    unknownMark: ({ children }) => <>{children}</>,
    unknownBlockStyle: ({ children }) => <p>{children}</p>,
  };
}

/**
 * Portable Text as the site renders it: anchored headings, safe links, code
 * blocks with their language, callouts and captioned images. A server
 * component with no client JavaScript; labels come translated from the caller.
 */
export function RichText({ value, labels, headingShift = 0, className }: RichTextProps) {
  if (!value || value.length === 0) return null;
  const blocks = value as unknown as PortableTextBlock[];
  const ids = headingIds(value);
  return (
    <div className={className ? `${styles.prose} ${className}` : styles.prose}>
      <PortableText value={blocks} components={components(ids, labels, headingShift)} />
    </div>
  );
}
