/**
 * What the owner is told about a link to a page that serves nothing in its
 * language, by name, in each language of the Studio (Sanity's locale ids, as
 * studio/src/locale.ts maps the list; the Studio shows the one it runs in,
 * English where it has none). The content check's fix and the Studio's
 * warning say the same words from here. Values are written `{name}` and
 * filled by `linkMessage`. Site-safe.
 */
import { languageName } from '../locales';
import type { InternalLink } from './links';

export const linkMessages = {
  'en-US': {
    /** The page exists only in the default language, at `href`. */
    fallbackFix: 'Publish that page in this language, or point the link to {href}.',
    /** The page exists in no language. */
    deadFix: 'Publish a page at that address, point the link to a page that exists, or remove the link.',
    /** The Studio's warning, then one of the fixes. */
    fallbackWarning: 'Nothing is published at {path} in {language}: the site sends this link to {href}.',
    deadWarning: "Nothing is published at {path} in {language}: the site shows this link's text without a link.",
  },
  'fr-FR': {
    fallbackFix: 'Publiez cette page dans cette langue, ou faites pointer le lien vers {href}.',
    deadFix: 'Publiez une page à cette adresse, faites pointer le lien vers une page qui existe, ou retirez le lien.',
    fallbackWarning: 'Rien n’est publié à {path} en {language} : le site envoie ce lien vers {href}.',
    deadWarning: 'Rien n’est publié à {path} en {language} : le site affiche le texte de ce lien, sans lien.',
  },
  'pt-BR': {
    fallbackFix: 'Publique essa página neste idioma, ou aponte o link para {href}.',
    deadFix: 'Publique uma página nesse endereço, aponte o link para uma página que exista, ou remova o link.',
    fallbackWarning: 'Nada está publicado em {path} em {language}: o site envia este link para {href}.',
    deadWarning: 'Nada está publicado em {path} em {language}: o site mostra o texto deste link, sem link.',
  },
} as const satisfies Record<string, Record<string, string>>;

export type LinkMessageLocale = keyof typeof linkMessages;
export type LinkMessageName = keyof (typeof linkMessages)['en-US'];

/** A message with its `{name}` values filled in; a name without a value stays as written. */
export function linkMessage(
  name: LinkMessageName,
  values: Record<string, string> = {},
  locale: LinkMessageLocale = 'en-US',
): string {
  return linkMessages[locale][name].replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

type NotLive = Exclude<InternalLink, { kind: 'live' }>;

/** What to do about a link that serves nothing in its language (the content check's `fix`). */
export function deadLinkFix(link: NotLive, locale: LinkMessageLocale = 'en-US'): string {
  return link.kind === 'fallback'
    ? linkMessage('fallbackFix', { href: link.href }, locale)
    : linkMessage('deadFix', {}, locale);
}

/**
 * The Studio's warning on such a link, in every language the messages have
 * (a validation result Sanity shows in the Studio's own language): which
 * language the path serves nothing in, what the site does, and what to do.
 */
export function deadLinkWarning(link: NotLive): Record<LinkMessageLocale, string> {
  const values = {
    path: link.path,
    language: languageName(link.locale),
    href: link.kind === 'fallback' ? link.href : '',
  };
  const warning = link.kind === 'fallback' ? 'fallbackWarning' : 'deadWarning';
  const entries = (Object.keys(linkMessages) as LinkMessageLocale[]).map(
    (locale) => [locale, `${linkMessage(warning, values, locale)} ${deadLinkFix(link, locale)}`] as const,
  );
  return Object.fromEntries(entries) as Record<LinkMessageLocale, string>;
}
