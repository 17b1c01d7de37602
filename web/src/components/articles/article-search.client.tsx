'use client';

import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { PrefetchLink } from '@/i18n/link.client';
import { haystacksOf, searchArticles, type SearchIndex } from '@/seo/search-index';
import type { StandIn } from '@/components/ui/stand-in';
import { ArticleCardView, cardLinkClass } from './article-card-view';
import styles from './article-search.module.css';

export interface SearchLabels {
  search: string;
  placeholder: string;
  tags: string;
  all: string;
  /** The status line's text for no result, then by plural category with `{count}` for the number (`resultTemplates`). */
  results: { zero: string } & Partial<Record<Intl.LDMLPluralRule, string>>;
  empty: string;
  searching: string;
  failed: string;
  more: string;
}

export interface SearchProps {
  /** The page's language tag, for plural rules and numbers. */
  lang: string;
  /** The language's search index (`/{locale}/search.json`). */
  indexUrl: string;
  /** Where an article's slug is appended: `/{locale}/articles/`. */
  articlesPath: string;
  /** The marks of an article standing in, by its language. */
  standIns: Record<string, StandIn>;
  tags: string[];
  labels: SearchLabels;
  pageSize: number;
  /** The page's own list and pager, shown while nothing is searched. */
  children: ReactNode;
}

type Loaded = { state: 'idle' | 'loading' | 'failed' } | { state: 'ready'; index: SearchIndex; haystacks: string[] };

/** Reads `?q=` and `?tag=` from the address bar. */
function readQuery(): { q: string; tag: string | null } {
  const params = new URLSearchParams(window.location.search);
  return { q: params.get('q') ?? '', tag: params.get('tag') };
}

/**
 * Search over every article of the language, not only this page's: the
 * index (seo/search-index.ts) is fetched once, when the visitor moves into
 * the search box (or chooses a tag), so that it is there by the first
 * keystroke, and answers in the browser. A visitor who never searches never
 * fetches it. The state lives in the URL (`?q=…&tag=…`),
 * so a search can be shared. While nothing is searched, the page's own list
 * and pager show; without JavaScript they are all there is (the page says so).
 */
export function ArticleSearch({
  lang,
  indexUrl,
  articlesPath,
  standIns,
  tags,
  labels,
  pageSize,
  children,
}: SearchProps) {
  const [q, setQ] = useState('');
  const [tag, setTag] = useState<string | null>(null);
  const [loaded, setLoaded] = useState<Loaded>({ state: 'idle' });
  const [shown, setShown] = useState(pageSize);
  const input = useRef<HTMLInputElement>(null);
  const searchId = useId();

  const load = useCallback(() => {
    setLoaded((current) => {
      if (current.state === 'ready' || current.state === 'loading') return current;
      fetch(indexUrl)
        .then((response) => {
          if (!response.ok) throw new Error(`${response.status}`);
          return response.json() as Promise<SearchIndex>;
        })
        .then((index) => setLoaded({ state: 'ready', index, haystacks: haystacksOf(index) }))
        .catch(() => setLoaded({ state: 'failed' }));
      return { state: 'loading' };
    });
  }, [indexUrl]);

  const update = useCallback(
    (nextQ: string, nextTag: string | null) => {
      setQ(nextQ);
      setTag(nextTag);
      setShown(pageSize);
      if (nextQ.trim() || nextTag) load();
      const params = new URLSearchParams(window.location.search);
      if (nextQ) params.set('q', nextQ);
      else params.delete('q');
      if (nextTag) params.set('tag', nextTag);
      else params.delete('tag');
      const search = params.toString();
      window.history.replaceState(null, '', `${window.location.pathname}${search ? `?${search}` : ''}`);
    },
    [load, pageSize],
  );

  useEffect(() => {
    // Once hydrated: what was typed before the scripts ran, else what the address asks for.
    const initial = readQuery();
    const typed = input.current?.value ?? '';
    const nextQ = typed || initial.q;
    if (input.current) input.current.value = nextQ;
    const nextTag = initial.tag && tags.includes(initial.tag) ? initial.tag : null;
    if (nextQ || nextTag) update(nextQ, nextTag);
  }, [tags, update]);

  const searching = q.trim() !== '' || tag !== null;
  const found = useMemo(
    () => (loaded.state === 'ready' && searching ? searchArticles(loaded.index, loaded.haystacks, q, tag) : []),
    [loaded, searching, q, tag],
  );

  const plural = useMemo(() => new Intl.PluralRules(lang), [lang]);
  const numbers = useMemo(() => new Intl.NumberFormat(lang), [lang]);
  const status = (count: number) =>
    count === 0
      ? labels.results.zero
      : (labels.results[plural.select(count)] ?? labels.results.other ?? '').replace('{count}', numbers.format(count));

  return (
    <div>
      {/* No action: without JavaScript the search goes to this page (`?q=`), which lists by page only, and says so. */}
      <form className={styles.controls} role="search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={searchId} className="sr-only">
          {labels.search}
        </label>
        <input
          ref={input}
          id={searchId}
          className={styles.search}
          type="search"
          name="q"
          placeholder={labels.placeholder}
          autoComplete="off"
          onFocus={load}
          onInput={(event) => update(event.currentTarget.value, tag)}
        />
        <div className={styles.tags} role="group" aria-label={labels.tags}>
          <button type="button" className={styles.tag} aria-pressed={tag === null} onClick={() => update(q, null)}>
            {labels.all}
          </button>
          {tags.map((name) => (
            <button
              key={name}
              type="button"
              className={styles.tag}
              aria-pressed={tag === name}
              onClick={() => update(q, tag === name ? null : name)}
            >
              {name}
            </button>
          ))}
        </div>
      </form>
      <p className="sr-only" role="status">
        {searching && loaded.state === 'ready' ? status(found.length) : ''}
      </p>
      {searching ? (
        <div className={styles.results}>
          {loaded.state === 'failed' ? (
            <p className={styles.empty}>{labels.failed}</p>
          ) : loaded.state !== 'ready' ? (
            <p className={styles.empty}>{labels.searching}</p>
          ) : found.length === 0 ? (
            <p className={styles.empty}>{labels.empty}</p>
          ) : (
            <>
              <ul className={styles.list}>
                {found.slice(0, shown).map((position) => {
                  const [slug, title, description, date, dateTime, tagIds, language] = loaded.index.articles[position]!;
                  return (
                    <li key={slug}>
                      <ArticleCardView
                        date={date}
                        dateTime={dateTime}
                        link={
                          <PrefetchLink href={`${articlesPath}${slug}`} className={cardLinkClass}>
                            {title}
                          </PrefetchLink>
                        }
                        description={description || null}
                        tags={tagIds.map((t) => loaded.index.tags[t]!)}
                        standIn={language ? standIns[language] : undefined}
                      />
                    </li>
                  );
                })}
              </ul>
              {found.length > shown ? (
                <button type="button" className={styles.more} onClick={() => setShown(shown + pageSize)}>
                  {labels.more}
                </button>
              ) : null}
            </>
          )}
        </div>
      ) : (
        children
      )}
    </div>
  );
}
