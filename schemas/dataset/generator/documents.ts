/** Every document of the demo dataset, built from the content modules as plain values. */
import { contactMessageIdPrefix, localizedDocumentTypes, siteSettingsId } from '../../src/constants';
import { calmDraftRevision } from './content/articles';
import { messages, redirects } from './content/collections';
import { aboutDraftRevision } from './content/pages';
import { job, manifest, persona, pictureAlt, pictureFraming, seo, socials } from './content/site';
import { demoLocales, type L } from './content/types';
import { stamp, type Doc } from './document';
import { framed, imageField } from './images';
import { key, uuid } from './keys';
import { localizedDocuments } from './localized';
import { portableText } from './portable-text';

const draftEdited = '2025-02-20T18:30:00Z';

/** All documents, in no particular order (the output sorts them by id). */
export function buildDocuments(): Doc[] {
  const publishedDocuments = [
    siteSettings(),
    ...localizedDocumentTypes.flatMap((type) => localizedDocuments[type](type)),
    ...redirects.map((entry) =>
      stamp({
        _id: `redirect-${entry.id}`,
        _type: 'redirect',
        source: entry.source,
        destination: entry.destination,
        permanent: entry.permanent,
      }),
    ),
    ...messages.map(({ id, ...fields }) =>
      stamp(
        { _id: `${contactMessageIdPrefix}${uuid(`inbox:${id}`)}`, _type: 'contactMessage', ...fields },
        fields.receivedAt,
      ),
    ),
  ];
  return [...publishedDocuments, ...drafts(publishedDocuments)];
}

/**
 * A localized settings field as `sanity-plugin-internationalized-array` stores
 * it: one `{ _key, language, value }` per language (schemas/src/types/objects/locale.ts).
 */
const localeField = (value: L<string>, kind: 'String' | 'Text', seed: string) =>
  demoLocales.map((language) => ({
    _key: key(`${seed}:${language}`),
    _type: `internationalizedArray${kind}Value`,
    language,
    value: value[language],
  }));

function siteSettings(): Doc {
  return stamp({
    _id: siteSettingsId,
    _type: 'siteSettings',
    global: { available: true, meetingLink: persona.meetingLink },
    profile: {
      name: persona.name,
      job: localeField(job, 'String', 'settings:job'),
      email: persona.email,
      phone: persona.phone,
      picture: imageField('portrait', {
        alt: localeField(pictureAlt, 'String', 'settings:picture-alt'),
        ...framed(pictureFraming),
      }),
    },
    socials: {
      github: socials.github,
      linkedin: socials.linkedin,
      instagram: socials.instagram,
      spotify: socials.spotify,
      links: socials.links.map((entry) => ({ _key: key(`socials:${entry.label}`), _type: 'socialLink', ...entry })),
    },
    seo: {
      title: localeField(seo.title, 'String', 'settings:seo-title'),
      description: localeField(seo.description, 'Text', 'settings:seo-description'),
      url: persona.siteUrl,
    },
    ui: { primary: 'emerald', neutral: 'neutral', notificationPosition: 'bottom-right' },
    icons: {
      favicon: imageField('icon-favicon'),
      appleTouchIcon: imageField('icon-apple-touch'),
      icon32: imageField('icon-32'),
      icon16: imageField('icon-16'),
    },
    manifest,
  });
}

/** Unpublished drafts whose text differs from the published version, built on top of it. */
function drafts(documents: Doc[]): Doc[] {
  const find = (id: string): Doc => {
    const doc = documents.find((candidate) => candidate._id === id);
    if (!doc) throw new Error(`No published document "${id}" to draft from`);
    return doc;
  };
  const calm = find('article-calm-en');
  const aboutDrafts = demoLocales.map((locale) => {
    const about = find(`page-about-${locale}`);
    const revision = aboutDraftRevision[locale];
    return stamp(
      {
        ...about,
        _id: `drafts.${about._id}`,
        description: revision.description,
        body: (about.body as Array<Record<string, unknown>>).map((entry) =>
          entry._type === 'heroSection'
            ? { ...entry, heading: revision.heading, text: revision.text, showAvailability: true }
            : entry,
        ),
      },
      about._createdAt as string,
      draftEdited,
    );
  });
  return [
    stamp(
      {
        ...calm,
        _id: 'drafts.article-calm-en',
        title: calmDraftRevision.title,
        description: calmDraftRevision.description,
        body: [
          ...(calm.body as unknown[]),
          ...portableText(calmDraftRevision.extraSection, 'drafts.article-calm-en:revision'),
        ],
      },
      calm._createdAt as string,
      draftEdited,
    ),
    ...aboutDrafts,
  ];
}
