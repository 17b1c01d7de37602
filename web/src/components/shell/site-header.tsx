import { Link } from '@/i18n/navigation';
import { monogram } from '@/text/graphemes';
import type { ColorMode } from '@/config/theme';
import { LocaleSwitcher, type LocaleOption } from './locale-switcher.client';
import { ThemeToggle } from './theme-toggle.client';
import styles from './site-header.module.css';

export interface NavItem {
  href: string;
  label: string;
}

export interface SiteHeaderProps {
  locale: string;
  name: string;
  homeLabel: string;
  navLabel: string;
  nav: NavItem[];
  /** The languages the site offers; the menu shows only with two or more. */
  locales: LocaleOption[];
  languageLabel: string;
  themeLegend: string;
  themeLabels: Record<ColorMode, string>;
}

export function SiteHeader(props: SiteHeaderProps) {
  const initials = monogram(props.name);
  return (
    <header className={styles.header}>
      <div className={`container-wide ${styles.bar}`}>
        {/* No name yet (no site settings): no empty link to home, which has nothing to show. */}
        {props.name ? (
          <Link href="/" className={styles.brand} title={props.homeLabel}>
            <span className={styles.monogram} aria-hidden="true">
              {initials}
            </span>
            <span className={styles.name}>{props.name}</span>
          </Link>
        ) : null}
        {props.nav.length > 0 ? (
          <nav aria-label={props.navLabel} className={styles.nav}>
            <ul>
              {props.nav.map((item) => (
                <li key={item.href}>
                  <Link href={item.href} className={styles.link}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <div className={styles.tools}>
          {/* One language: nothing to switch to, so no menu. */}
          {props.locales.length > 1 ? (
            <LocaleSwitcher current={props.locale} options={props.locales} label={props.languageLabel} />
          ) : null}
          <ThemeToggle legend={props.themeLegend} labels={props.themeLabels} />
        </div>
      </div>
    </header>
  );
}
