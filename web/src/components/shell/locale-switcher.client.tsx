'use client';

import { usePathname } from 'next/navigation';
import { useId } from 'react';
import { Icon } from '@/components/ui/icon';
import styles from './locale-switcher.module.css';

export interface LocaleOption {
  code: string;
  /** The language's name in itself, drawn in its own direction (`dir`) whatever the page's. */
  name: string;
  language: string;
  dir: 'ltr' | 'rtl';
}

/**
 * The language menu (only when the site offers more than one language). Each
 * option is a plain link to /api/switch-locale, which
 * finds the same content in the other language (translated slugs), writes the
 * locale cookie and redirects: it works without JavaScript.
 */
export function LocaleSwitcher({
  current,
  options,
  label,
}: {
  current: string;
  options: LocaleOption[];
  label: string;
}) {
  const pathname = usePathname() ?? `/${current}`;
  const id = useId();
  const active = options.find((option) => option.code === current);
  return (
    <details className={styles.menu}>
      <summary className={styles.summary} title={active?.name ?? current}>
        <Icon>
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3Z" />
        </Icon>
        <span className="sr-only">{label}:</span>
        <span>{current.toUpperCase()}</span>
      </summary>
      <ul className={styles.list} aria-labelledby={id}>
        <li id={id} className="sr-only">
          {label}
        </li>
        {options.map((option) => (
          <li key={option.code}>
            <a
              className={styles.item}
              href={`/api/switch-locale?to=${option.code}&from=${encodeURIComponent(pathname)}`}
              hrefLang={option.language}
              lang={option.language}
              dir={option.dir}
              aria-current={option.code === current ? 'true' : undefined}
              rel="alternate"
            >
              {option.name}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
