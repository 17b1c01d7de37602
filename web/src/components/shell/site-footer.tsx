import { Link } from '@/i18n/navigation';
import { SocialLinks, type Social } from '@/components/ui/social-links';
import type { NavItem } from './site-header';
import styles from './site-footer.module.css';

export interface SiteFooterProps {
  /** Null before the owner has a name (no site settings yet). */
  copyright: string | null;
  navLabel: string;
  links: NavItem[];
  socials: Social[];
  socialsLabel: string;
}

export function SiteFooter({ copyright, navLabel, links, socials, socialsLabel }: SiteFooterProps) {
  return (
    <footer className={styles.footer}>
      <div className={`container-wide ${styles.inner}`}>
        {copyright ? <p className={styles.copyright}>{copyright}</p> : null}
        {links.length > 0 ? (
          <nav aria-label={navLabel}>
            <ul className={styles.links}>
              {links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <SocialLinks socials={socials} label={socialsLabel} />
      </div>
    </footer>
  );
}
