import { Link } from '@/i18n/navigation';
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
  const initials = props.name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2);
  return (
    <header className={styles.header}>
      <div className={`container-wide ${styles.bar}`}>
        <Link href="/" className={styles.brand} title={props.homeLabel}>
          <span className={styles.monogram} aria-hidden="true">
            {initials}
          </span>
          <span className={styles.name}>{props.name}</span>
        </Link>
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
