/**
 * Writes the demo dataset: `data.ndjson` and `images/`, in the format
 * `sanity dataset export` produces (images referenced as
 * `_sanityAsset: "image@file://./images/<sha1>-<w>x<h>.<ext>"`).
 *
 *   npx tsx schemas/dataset/generate.ts           # write data.ndjson, images/ and images.lock.json
 *   npx tsx schemas/dataset/generate.ts --check   # exit 1 if the committed files are not what it would write
 *
 * Deterministic: ids, keys and timestamps derive from the sources, never from
 * the clock or a random generator. Images are drawn as SVG and rendered with
 * sharp; `generator/images.lock.json` records the SVG each file was rendered
 * from, so an unchanged drawing keeps its file (and its sha1) on any machine.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { contactMessageIdPrefix, siteSettingsId, type LocalizedDocumentType } from '../src/constants';
import { localeCodes, type Locale } from '../src/locales';
import { cover, diagram, logo, mockup, portrait, siteIcon } from './generator/art';
import { articles, calmDraftRevision } from './generator/content/articles';
import { credits, guardians, messages, partners, redirects, works } from './generator/content/collections';
import { aboutDraftRevision, pages } from './generator/content/pages';
import { job, manifest, persona, pictureAlt, portraitOptions, seo, socials } from './generator/content/site';
import type { L, SectionSpec } from './generator/content/types';
import { key, sha1, sortKeys } from './generator/keys';
import { textBlock, type BlockSpec } from './generator/markup';

type Doc = { _id: string; _type: string; [field: string]: unknown };

const root = dirname(fileURLToPath(import.meta.url));
const imagesDir = join(root, 'images');
const lockFile = join(root, 'generator', 'images.lock.json');
const dataFile = join(root, 'data.ndjson');
const check = process.argv.includes('--check');

// ---------------------------------------------------------------------------
// Images

interface ImageSpec {
  svg: string;
  width: number;
  height: number;
  format: 'jpg' | 'png';
}

interface LockEntry {
  source: string;
  file: string;
}

const lock: Record<string, LockEntry> = existsSync(lockFile) ? JSON.parse(readFileSync(lockFile, 'utf8')) : {};
const nextLock: Record<string, LockEntry> = {};
const rendered = new Map<string, Buffer>();
const staleImages: string[] = [];
const imageSpecs = new Map<string, ImageSpec>();

function defineImage(name: string, spec: ImageSpec): void {
  imageSpecs.set(name, spec);
}

async function renderImages(): Promise<void> {
  for (const [name, spec] of [...imageSpecs].sort(([a], [b]) => a.localeCompare(b))) {
    const source = sha1(`${spec.format}:${spec.width}x${spec.height}:${spec.svg}`);
    const previous = lock[name];
    if (previous && previous.source === source && existsSync(join(imagesDir, previous.file))) {
      nextLock[name] = previous;
      continue;
    }
    if (check) {
      staleImages.push(name);
      nextLock[name] = { source, file: previous?.file ?? '(not rendered)' };
      continue;
    }
    const { default: sharp } = await import('sharp');
    const image = sharp(Buffer.from(spec.svg), { density: 72 }).resize(spec.width, spec.height);
    const bytes =
      spec.format === 'jpg'
        ? await image.jpeg({ quality: 76, mozjpeg: true }).toBuffer()
        : await image.png({ palette: true, quality: 90, compressionLevel: 9, effort: 10 }).toBuffer();
    const file = `${sha1(bytes)}-${spec.width}x${spec.height}.${spec.format}`;
    rendered.set(file, bytes);
    nextLock[name] = { source, file };
  }
}

/** An image field as an export writes it: `_sanityAsset` instead of an asset reference. */
function image(name: string, fields: Record<string, unknown> = {}): Record<string, unknown> {
  if (!imageSpecs.has(name)) throw new Error(`Unknown image "${name}"`);
  return { _type: 'image', _sanityAsset: `@@image:${name}`, ...fields };
}

const fullHotspot = {
  hotspot: { _type: 'sanity.imageHotspot', x: 0.5, y: 0.5, width: 1, height: 1 },
  crop: { _type: 'sanity.imageCrop', top: 0, bottom: 0, left: 0, right: 0 },
};

defineImage('portrait', { svg: portrait(portraitOptions, 800), width: 800, height: 800, format: 'png' });
defineImage('studio-wall', {
  svg: cover('tiles', 'terra', 'studio-wall', 1600, 900),
  width: 1600,
  height: 900,
  format: 'jpg',
});
for (const article of articles) {
  defineImage(`cover-${article.id}`, {
    svg: cover(article.cover.style, article.cover.palette, article.id),
    width: 1600,
    height: 1000,
    format: 'jpg',
  });
  defineImage(`diagram-${article.diagram}`, {
    svg: diagram(article.diagram, article.id),
    width: 1200,
    height: 750,
    format: 'png',
  });
}
for (const work of works) {
  defineImage(`work-${work.id}`, {
    svg: mockup(work.mockup, work.palette, work.id),
    width: 1600,
    height: 1000,
    format: 'png',
  });
}
for (const partner of partners) {
  defineImage(`logo-${partner.id}`, {
    svg: logo(partner.logo.kind, partner.logo.background, partner.logo.foreground),
    width: 400,
    height: 400,
    format: 'png',
  });
}
for (const guardian of guardians) {
  defineImage(`avatar-${guardian.id}`, { svg: portrait(guardian.avatar, 400), width: 400, height: 400, format: 'png' });
}
for (const [name, size] of [
  ['icon-favicon', 48],
  ['icon-apple-touch', 180],
  ['icon-32', 32],
  ['icon-16', 16],
] as const) {
  defineImage(name, { svg: siteIcon(size), width: size, height: size, format: 'png' });
}

// ---------------------------------------------------------------------------
// Documents

const documents: Doc[] = [];
const published = '2025-01-06T09:00:00Z';

function add(doc: Doc, createdAt = published, updatedAt = createdAt): Doc {
  const full = { ...doc, _createdAt: createdAt, _updatedAt: updatedAt };
  documents.push(full);
  return full;
}

const localized = <T>(value: L<T>, type: 'localeString' | 'localeText') => ({ _type: type, ...value });

/** Portable Text from block specs; `imagePrefix` maps a figure name to an image. */
function portableText(specs: BlockSpec[], seed: string, imagePrefix = 'diagram-'): unknown[] {
  return specs.map((spec, index) => {
    const blockSeed = `${seed}:${index}`;
    switch (spec.kind) {
      case 'text':
        return textBlock(spec, blockSeed);
      case 'code':
        return {
          _type: 'code',
          _key: key(blockSeed),
          language: spec.language,
          code: spec.code,
          ...(spec.filename ? { filename: spec.filename } : {}),
        };
      case 'image':
        return {
          _key: key(blockSeed),
          ...image(`${imagePrefix}${spec.image}`, {
            alt: spec.alt,
            ...(spec.caption ? { caption: spec.caption } : {}),
          }),
        };
      case 'callout':
        return {
          _type: 'callout',
          _key: key(blockSeed),
          tone: spec.tone,
          ...(spec.title ? { title: spec.title } : {}),
          text: spec.text,
        };
    }
  });
}

const link = (value: { label: string; href: string }) => ({ _type: 'link', label: value.label, href: value.href });

function section(spec: SectionSpec, seed: string, locale: Locale): Record<string, unknown> {
  const base = { _key: key(seed) };
  const optional = (name: string, value: unknown) => (value === undefined ? {} : { [name]: value });
  switch (spec.type) {
    case 'hero':
      return {
        ...base,
        _type: 'heroSection',
        ...optional('eyebrow', spec.eyebrow),
        heading: spec.heading,
        ...optional('text', spec.text),
        actions: (spec.actions ?? []).map((action, index) => ({
          _key: key(`${seed}:action:${index}`),
          ...link(action),
        })),
        showAvailability: spec.showAvailability ?? false,
      };
    case 'richText':
      return {
        ...base,
        _type: 'richTextSection',
        ...optional('heading', spec.heading),
        body: portableText(spec.body, `${seed}:body`),
      };
    case 'cards':
      return {
        ...base,
        _type: 'cardGridSection',
        heading: spec.heading,
        ...optional('intro', spec.intro),
        columns: spec.columns,
        cards: spec.cards.map((card, index) => ({
          _key: key(`${seed}:card:${index}`),
          _type: 'card',
          title: card.title,
          text: card.text,
          ...(card.link ? { link: link(card.link) } : {}),
        })),
      };
    case 'faq':
      return {
        ...base,
        _type: 'faqSection',
        heading: spec.heading,
        ...optional('intro', spec.intro),
        categories: spec.categories.map((category, categoryIndex) => ({
          _key: key(`${seed}:category:${categoryIndex}`),
          _type: 'faqCategory',
          title: category.title,
          questions: category.questions.map((item, questionIndex) => ({
            _key: key(`${seed}:category:${categoryIndex}:${questionIndex}`),
            _type: 'faqItem',
            question: item.question,
            answer: portableText(item.answer, `${seed}:answer:${categoryIndex}:${questionIndex}`),
          })),
        })),
      };
    case 'experiences':
      return {
        ...base,
        _type: 'experiencesSection',
        heading: spec.heading,
        items: spec.items.map((item, index) => ({ _key: key(`${seed}:item:${index}`), _type: 'experience', ...item })),
      };
    case 'stack':
      return {
        ...base,
        _type: 'stackSection',
        heading: spec.heading,
        ...optional('intro', spec.intro),
        items: spec.items.map((item, index) => ({ _key: key(`${seed}:tool:${index}`), _type: 'tool', ...item })),
      };
    case 'people':
      return {
        ...base,
        _type: 'peopleSection',
        heading: spec.heading,
        ...optional('intro', spec.intro),
        kind: spec.kind,
        items: (spec.items ?? []).map((id, index) => ({
          _key: key(`${seed}:ref:${index}`),
          _type: 'reference',
          _ref: `${spec.kind}-${id}-${locale}`,
        })),
      };
    case 'cta':
      return {
        ...base,
        _type: 'callToActionSection',
        heading: spec.heading,
        ...optional('text', spec.text),
        primary: link(spec.primary),
        ...(spec.secondary ? { secondary: link(spec.secondary) } : {}),
      };
    case 'image':
      return {
        ...base,
        _type: 'imageSection',
        image: image(spec.image, { alt: spec.alt, ...(spec.caption ? { caption: spec.caption } : {}), ...fullHotspot }),
        layout: spec.layout,
      };
  }
}

/**
 * The `translation.metadata` document linking a group's language versions, as
 * the plugin stores it. The plugin creates one only when a document gets its
 * first translation, so a document in a single language has none.
 */
function translations(
  type: LocalizedDocumentType,
  id: string,
  languages: readonly Locale[] = localeCodes,
  createdAt = published,
): void {
  if (languages.length < 2) return;
  add(
    {
      _id: `translations-${type}-${id}`,
      _type: 'translation.metadata',
      schemaTypes: [type],
      translations: languages.map((locale) => ({
        _key: key(`translations-${type}-${id}:${locale}`),
        _type: 'internationalizedArrayReferenceValue',
        language: locale,
        value: { _type: 'reference', _ref: `${type}-${id}-${locale}` },
      })),
    },
    createdAt,
  );
}

// Site settings.
add({
  _id: siteSettingsId,
  _type: 'siteSettings',
  global: { available: true, meetingLink: persona.meetingLink },
  profile: {
    name: persona.name,
    job: localized(job, 'localeString'),
    email: persona.email,
    phone: persona.phone,
    picture: image('portrait', {
      alt: localized(pictureAlt, 'localeString'),
      hotspot: { _type: 'sanity.imageHotspot', x: 0.5, y: 0.42, width: 0.56, height: 0.62 },
      crop: { _type: 'sanity.imageCrop', top: 0, bottom: 0, left: 0, right: 0 },
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
    title: localized(seo.title, 'localeString'),
    description: localized(seo.description, 'localeText'),
    url: persona.siteUrl,
  },
  ui: { primary: 'emerald', neutral: 'neutral' },
  icons: {
    favicon: image('icon-favicon'),
    appleTouchIcon: image('icon-apple-touch'),
    icon32: image('icon-32'),
    icon16: image('icon-16'),
  },
  manifest,
});

// Pages.
for (const page of pages) {
  for (const locale of localeCodes) {
    const id = `page-${page.id}-${locale}`;
    add({
      _id: id,
      _type: 'page',
      language: locale,
      title: page.title[locale],
      description: page.description[locale],
      slug: { _type: 'slug', current: page.slug[locale] },
      ...(page.colorMode ? { colorMode: page.colorMode } : {}),
      ...(page.validate ? { validate: page.validate[locale] } : {}),
      body: page.sections(locale).map((spec, index) => section(spec, `${id}:section:${index}`, locale)),
    });
  }
  translations('page', page.id);
}

// Articles.
for (const article of articles) {
  const versions = localeCodes.flatMap((locale) => {
    const text = article.text[locale];
    return text ? [{ locale, text }] : [];
  });
  for (const { locale, text } of versions) {
    const id = `article-${article.id}-${locale}`;
    add(
      {
        _id: id,
        _type: 'article',
        language: locale,
        title: text.title,
        description: text.description,
        slug: { _type: 'slug', current: text.slug },
        publishedAt: article.publishedAt,
        cover: image(`cover-${article.id}`, { alt: text.coverAlt, ...fullHotspot }),
        tags: text.tags,
        body: portableText(text.body, `${id}:body`),
      },
      article.publishedAt,
    );
  }
  translations(
    'article',
    article.id,
    versions.map((version) => version.locale),
    article.publishedAt,
  );
}

// Works.
for (const work of works) {
  for (const locale of localeCodes) {
    add({
      _id: `project-${work.id}-${locale}`,
      _type: 'project',
      language: locale,
      name: work.name[locale],
      description: work.description[locale],
      image: image(`work-${work.id}`, { alt: work.imageAlt[locale], ...fullHotspot }),
      link: work.link,
      release: work.release,
      date: work.date,
      featured: work.featured,
    });
  }
  translations('project', work.id);
}

// Partners, guardians, credits.
partners.forEach((partner, index) => {
  for (const locale of localeCodes) {
    add({
      _id: `partner-${partner.id}-${locale}`,
      _type: 'partner',
      language: locale,
      name: partner.name,
      logo: image(`logo-${partner.id}`, {
        alt: { en: `${partner.name} logo`, fr: `Logo de ${partner.name}`, pt: `Logotipo de ${partner.name}` }[locale],
      }),
      url: partner.url,
      blurb: partner.blurb[locale],
      order: index + 1,
    });
  }
  translations('partner', partner.id);
});

for (const guardian of guardians) {
  for (const locale of localeCodes) {
    add({
      _id: `guardian-${guardian.id}-${locale}`,
      _type: 'guardian',
      language: locale,
      name: guardian.name,
      avatar: image(`avatar-${guardian.id}`, {
        alt: {
          en: `Illustrated portrait of ${guardian.name}`,
          fr: `Portrait illustré de ${guardian.name}`,
          pt: `Retrato ilustrado de ${guardian.name}`,
        }[locale],
      }),
      ...(guardian.url ? { url: guardian.url } : {}),
      note: guardian.note[locale],
      since: guardian.since,
    });
  }
  translations('guardian', guardian.id);
}

for (const credit of credits) {
  for (const locale of localeCodes) {
    add({
      _id: `credit-${credit.id}-${locale}`,
      _type: 'credit',
      language: locale,
      name: credit.name,
      kind: credit.kind,
      note: credit.note[locale],
      url: credit.url,
      licence: credit.licence[locale],
    });
  }
  translations('credit', credit.id);
}

// Redirects and the inbox.
for (const entry of redirects) {
  add({
    _id: `redirect-${entry.id}`,
    _type: 'redirect',
    source: entry.source,
    destination: entry.destination,
    permanent: entry.permanent,
  });
}

for (const message of messages) {
  const hash = sha1(`inbox:${message.id}`);
  const uuid = `${hash.slice(0, 8)}-${hash.slice(8, 12)}-4${hash.slice(13, 16)}-a${hash.slice(17, 20)}-${hash.slice(20, 32)}`;
  const { id: _id, ...fields } = message;
  add({ _id: `${contactMessageIdPrefix}${uuid}`, _type: 'contactMessage', ...fields }, message.receivedAt);
}

// Unpublished drafts whose text differs from the published version.
const draftEdited = '2025-02-20T18:30:00Z';
{
  const publishedCalm = documents.find((doc) => doc._id === 'article-calm-en')!;
  const body = publishedCalm.body as unknown[];
  add(
    {
      ...publishedCalm,
      _id: 'drafts.article-calm-en',
      title: calmDraftRevision.title,
      description: calmDraftRevision.description,
      body: [...body, ...portableText(calmDraftRevision.extraSection, 'drafts.article-calm-en:revision')],
    },
    publishedCalm._createdAt as string,
    draftEdited,
  );
  const publishedAbout = documents.find((doc) => doc._id === 'page-about-en')!;
  const sections = publishedAbout.body as Array<Record<string, unknown>>;
  add(
    {
      ...publishedAbout,
      _id: 'drafts.page-about-en',
      description: aboutDraftRevision.description,
      body: sections.map((entry) =>
        entry._type === 'heroSection'
          ? { ...entry, heading: aboutDraftRevision.heading, text: aboutDraftRevision.text, showAvailability: true }
          : entry,
      ),
    },
    publishedAbout._createdAt as string,
    draftEdited,
  );
}

// ---------------------------------------------------------------------------
// Output

function replaceImageRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(replaceImageRefs);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(value)) {
    if (name === '_sanityAsset' && typeof field === 'string' && field.startsWith('@@image:')) {
      const entry = nextLock[field.slice('@@image:'.length)];
      out[name] = `image@file://./images/${entry?.file}`;
    } else {
      out[name] = replaceImageRefs(field);
    }
  }
  return out;
}

await renderImages();

const lines = documents
  .map((doc) => replaceImageRefs(doc) as Doc)
  .map((doc) => ({ ...doc, _rev: sha1(JSON.stringify(sortKeys(doc))).slice(0, 22) }))
  .sort((a, b) => a._id.localeCompare(b._id))
  .map((doc) => JSON.stringify(sortKeys(doc)));
const ndjson = `${lines.join('\n')}\n`;
const lockJson = `${JSON.stringify(sortKeys(nextLock), null, 2)}\n`;
const wantedFiles = new Set(Object.values(nextLock).map((entry) => entry.file));

if (check) {
  const problems: string[] = [];
  if (!existsSync(dataFile) || readFileSync(dataFile, 'utf8') !== ndjson) problems.push('data.ndjson is out of date');
  if (!existsSync(lockFile) || readFileSync(lockFile, 'utf8') !== lockJson)
    problems.push('images.lock.json is out of date');
  for (const name of staleImages) problems.push(`image "${name}" must be re-rendered`);
  const present = existsSync(imagesDir) ? readdirSync(imagesDir) : [];
  for (const file of present) if (!wantedFiles.has(file)) problems.push(`images/${file} is not used`);
  for (const file of wantedFiles) if (!present.includes(file)) problems.push(`images/${file} is missing`);
  if (problems.length > 0) {
    console.error(
      `The demo dataset is out of date; run \`npx tsx schemas/dataset/generate.ts\`:\n- ${problems.join('\n- ')}`,
    );
    process.exit(1);
  }
  console.log(`The demo dataset is up to date (${documents.length} documents, ${wantedFiles.size} images).`);
} else {
  mkdirSync(imagesDir, { recursive: true });
  for (const [file, bytes] of rendered) writeFileSync(join(imagesDir, file), bytes);
  for (const file of readdirSync(imagesDir)) if (!wantedFiles.has(file)) rmSync(join(imagesDir, file));
  writeFileSync(dataFile, ndjson);
  writeFileSync(lockFile, lockJson);
  console.log(`Wrote ${documents.length} documents and ${wantedFiles.size} images to ${root}.`);
}
