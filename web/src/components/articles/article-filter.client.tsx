'use client';

import { Children, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { matchesSearch } from './format';
import styles from './article-filter.module.css';

export interface FilterEntry {
  text: string;
  tags: string[];
}

export interface FilterLabels {
  search: string;
  placeholder: string;
  tags: string;
  all: string;
  /** The status line for 0…n visible articles, formatted on the server (plural rules included). */
  results: string[];
  empty: string;
}

/** Reads `?q=` and `?tag=` from the address bar. */
function readQuery(): { q: string; tag: string | null } {
  const params = new URLSearchParams(window.location.search);
  return { q: params.get('q') ?? '', tag: params.get('tag') };
}

/**
 * Title search and tag filter over server-rendered article cards (`children`,
 * in the order of `entries`). The state lives in the URL (`?q=…&tag=…`), so a
 * filtered list can be shared; without JavaScript every article is listed.
 */
export function ArticleFilter({
  entries,
  tags,
  labels,
  children,
}: {
  entries: FilterEntry[];
  tags: string[];
  labels: FilterLabels;
  children: ReactNode;
}) {
  const [q, setQ] = useState('');
  const [tag, setTag] = useState<string | null>(null);
  const searchId = useId();

  useEffect(() => {
    const initial = readQuery();
    // Sync from the URL once, after hydration (the prerendered page lists every article).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setQ(initial.q);
    setTag(initial.tag && tags.includes(initial.tag) ? initial.tag : null);
  }, [tags]);

  const update = (nextQ: string, nextTag: string | null) => {
    setQ(nextQ);
    setTag(nextTag);
    const params = new URLSearchParams(window.location.search);
    if (nextQ) params.set('q', nextQ);
    else params.delete('q');
    if (nextTag) params.set('tag', nextTag);
    else params.delete('tag');
    const search = params.toString();
    window.history.replaceState(null, '', `${window.location.pathname}${search ? `?${search}` : ''}`);
  };

  const visible = useMemo(
    () => entries.map((entry) => matchesSearch(entry.text, q) && (!tag || entry.tags.includes(tag))),
    [entries, q, tag],
  );
  const count = visible.filter(Boolean).length;
  const items = Children.toArray(children);

  return (
    <div>
      {/* No action: without JavaScript the search goes to this page (`?q=`), as a form's own URL; `action=""` is not valid HTML. */}
      <form className={styles.controls} role="search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={searchId} className="sr-only">
          {labels.search}
        </label>
        <input
          id={searchId}
          className={styles.search}
          type="search"
          name="q"
          value={q}
          placeholder={labels.placeholder}
          autoComplete="off"
          onChange={(event) => update(event.target.value, tag)}
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
        {labels.results[count]}
      </p>
      <ul className={styles.list}>
        {items.map((item, index) => (
          <li key={index} hidden={!visible[index]}>
            {item}
          </li>
        ))}
      </ul>
      {count === 0 ? <p className={styles.empty}>{labels.empty}</p> : null}
    </div>
  );
}
