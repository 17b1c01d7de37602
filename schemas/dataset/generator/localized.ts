/** The localized document types: one document per source and language, linked by a `translation.metadata`. */
import type { LocalizedDocumentType } from '../../src/constants';
import { articles } from './content/articles';
import { credits, guardians, partners, works } from './content/collections';
import { pages } from './content/pages';
import { published, stamp, type Doc } from './document';
import { framed, imageField } from './images';
import { key } from './keys';
import { portableText } from './portable-text';
import { section } from './sections';
import { demoLocales as localeCodes, type Locale } from './content/types';

/** The language version being built: its document id, its language, and the source's position in its list. */
interface Version {
  id: string;
  locale: Locale;
  index: number;
}

/** How the sources of one type become documents. */
interface Collection<S extends { id: string }> {
  sources: readonly S[];
  /** The fields of a source's version in one language, or null if it has none in that language. */
  fields: (source: S, version: Version) => Record<string, unknown> | null;
  /** `_createdAt` of a source's documents and of their translation link. */
  createdAt?: (source: S) => string;
}

/** The documents of one type: each source's versions (`<type>-<id>-<locale>`), then its translation link. */
function collection<S extends { id: string }>({ sources, fields, createdAt = () => published }: Collection<S>) {
  return (type: LocalizedDocumentType): Doc[] =>
    sources.flatMap((source, index) => {
      const created = createdAt(source);
      const versions = localeCodes.flatMap((locale) => {
        const id = `${type}-${source.id}-${locale}`;
        const own = fields(source, { id, locale, index });
        return own ? [{ locale, doc: stamp({ _id: id, _type: type, language: locale, ...own }, created) }] : [];
      });
      const languages = versions.map((version) => version.locale);
      return [...versions.map((version) => version.doc), ...translationLinks(type, source.id, languages, created)];
    });
}

/**
 * The `translation.metadata` document linking a source's language versions, as
 * `@sanity/document-internationalization` stores it. The plugin creates one only when
 * a document gets its first translation, so a document in a single language has none.
 */
function translationLinks(type: LocalizedDocumentType, id: string, languages: Locale[], createdAt: string): Doc[] {
  if (languages.length < 2) return [];
  const metadataId = `translations-${type}-${id}`;
  const document = {
    _id: metadataId,
    _type: 'translation.metadata',
    schemaTypes: [type],
    translations: languages.map((locale) => ({
      _key: key(`${metadataId}:${locale}`),
      _type: 'internationalizedArrayReferenceValue',
      language: locale,
      value: { _type: 'reference', _ref: `${type}-${id}-${locale}` },
    })),
  };
  return [stamp(document, createdAt)];
}

/** One entry per localized type: a type without one fails the type check. */
export const localizedDocuments = {
  page: collection({
    sources: pages,
    fields: (page, { id, locale }) => ({
      title: page.title[locale],
      description: page.description[locale],
      slug: { _type: 'slug', current: page.slug[locale] },
      ...(page.colorMode ? { colorMode: page.colorMode } : {}),
      ...(page.validate ? { validate: page.validate[locale] } : {}),
      body: page.sections(locale).map((spec, index) => section(spec, `${id}:section:${index}`, locale)),
    }),
  }),
  // An article need not be translated: it has a document only in the languages it has text in.
  article: collection({
    sources: articles,
    createdAt: (article) => article.publishedAt,
    fields: (article, { id, locale }) => {
      const text = article.text[locale];
      if (!text) return null;
      return {
        title: text.title,
        description: text.description,
        slug: { _type: 'slug', current: text.slug },
        publishedAt: article.publishedAt,
        cover: imageField(`cover-${article.id}`, { alt: text.coverAlt, ...framed(article.cover.framing) }),
        tags: text.tags,
        body: portableText(text.body, `${id}:body`),
      };
    },
  }),
  project: collection({
    sources: works,
    fields: (work, { locale }) => ({
      name: work.name[locale],
      description: work.description[locale],
      image: imageField(`work-${work.id}`, { alt: work.imageAlt[locale], ...framed(work.framing) }),
      link: work.link,
      release: work.release,
      date: work.date,
      featured: work.featured,
    }),
  }),
  partner: collection({
    sources: partners,
    fields: (partner, { locale, index }) => ({
      name: partner.name,
      logo: imageField(`logo-${partner.id}`, {
        alt: { en: `${partner.name} logo`, fr: `Logo de ${partner.name}`, pt: `Logotipo de ${partner.name}` }[locale],
      }),
      url: partner.url,
      blurb: partner.blurb[locale],
      // Partners are listed in the order of the sources, from 1.
      order: index + 1,
    }),
  }),
  guardian: collection({
    sources: guardians,
    fields: (guardian, { locale }) => ({
      name: guardian.name,
      avatar: imageField(`avatar-${guardian.id}`, {
        alt: {
          en: `Illustrated portrait of ${guardian.name}`,
          fr: `Portrait illustré de ${guardian.name}`,
          pt: `Retrato ilustrado de ${guardian.name}`,
        }[locale],
      }),
      ...(guardian.url ? { url: guardian.url } : {}),
      note: guardian.note[locale],
      since: guardian.since,
    }),
  }),
  credit: collection({
    sources: credits,
    fields: (credit, { locale }) => ({
      name: credit.name,
      kind: credit.kind,
      note: credit.note[locale],
      url: credit.url,
      licence: credit.licence[locale],
    }),
  }),
} satisfies Record<LocalizedDocumentType, (type: LocalizedDocumentType) => Doc[]>;
