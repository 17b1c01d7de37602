/**
 * Projections shared by several queries. Plain strings (not queries): typegen
 * inlines them where a `defineQuery` template uses them.
 */

/**
 * Of the documents that share a slug in one language (an import, a duplicated
 * document), the one created first answers at that path; the others are left
 * out. `| ${firstCreated}[0]` picks it; the site's route index keeps the same
 * one (../site/servable.ts), and the content check names the rest.
 */
export const firstCreated = /* groq */ `order(_createdAt asc, _id asc)`;

/**
 * What the site needs to make an image's URLs: the original's URL and size,
 * and the editor's crop and hotspot (null when never set).
 */
export const imageSourceFields = /* groq */ `
  "url": asset->url,
  "width": asset->metadata.dimensions.width,
  "height": asset->metadata.dimensions.height,
  hotspot,
  crop
`;

/** An image as the site renders it. `alt` is a plain string on localized documents. */
export const imageFields = /* groq */ `
  ${imageSourceFields},
  alt
`;

/**
 * The ids of the default language's documents ($defaultLocale) that have a
 * published version in $locale. Read once per query, as `"covered"` of an
 * object the query then projects (`{ "covered": … }{ … }`): a filter that
 * looked the translations up for each document would scan them once per
 * document in engines that do not index (groq-js: seconds, not milliseconds).
 */
export const coveredIds = /* groq */ `*[_type == "translation.metadata" && defined(translations[language == $locale][0].value->_id)].translations[language == $defaultLocale].value._ref`;

/**
 * A filter on localized documents, in a projection of `{ "covered": coveredIds }`:
 * those shown in $locale, i.e. its own, and the default language's that have
 * no published version in $locale and stand in for it (../site/site-index.ts
 * says the same of pages and articles). Each result's `"locale": language`
 * tells them apart. `shownInLocaleBelow` is the same one projection deeper.
 */
export const shownInLocale = /* groq */ `(language == $locale || (language == $defaultLocale && !(_id in ^.covered)))`;
export const shownInLocaleBelow = /* groq */ `(language == $locale || (language == $defaultLocale && !(_id in ^.^.covered)))`;

/**
 * Every language anything is published in: with the language list, what the
 * site offers (../site/site-index.ts, offeredLocales).
 */
export const publishedLanguages = /* groq */ `array::unique(*[_type in ["page", "article", "project", "partner", "guardian", "credit"] && defined(language)].language)`;

/** The other language versions of the current document (`^`), for the language switcher. */
export const translationsField = /* groq */ `
  "translations": coalesce(
    *[_type == "translation.metadata" && references(^._id)][0].translations[]{
      "locale": language,
      "slug": value->slug.current,
      "title": value->title
    }[defined(slug)],
    []
  )
`;

/** A partner or a guardian in a list; `locale` is its language (another than the list's when it stands in). */
export const personFields = /* groq */ `
  _id,
  _type,
  "locale": language,
  name,
  url,
  "text": coalesce(blurb, note),
  since,
  "image": coalesce(logo, avatar){ ${imageFields} }
`;

/** A work in a list or grid; `locale` is its language (another than the list's when it stands in). */
export const workFields = /* groq */ `
  _id,
  "locale": language,
  name,
  description,
  link,
  "image": image{ ${imageFields} },
  "release": {
    "comingSoon": release.status == "comingSoon",
    "year": select(release.status == "comingSoon" => null, release.year)
  },
  date,
  "featured": coalesce(featured, false)
`;

/** Reading time in minutes from the body text: about 1,000 characters a minute, never under 1. */
export const readingTimeField = /* groq */ `
  "readingTime": select(
    length(pt::text(body)) < 1500 => 1,
    round(length(pt::text(body)) / 1000)
  )
`;

/** An article in a list; `locale` is its language (another than the list's when it stands in). */
export const articleCardFields = /* groq */ `
  _id,
  "locale": language,
  title,
  description,
  "slug": slug.current,
  publishedAt,
  "tags": coalesce(tags, []),
  "cover": cover{ ${imageFields} },
  ${readingTimeField}
`;

/**
 * Each page section, projected by type. A people section's pick that is
 * deleted or not published yet reads as null and is left out (the content
 * check names it).
 */
export const sectionFields = /* groq */ `
  _key,
  _type,
  _type == "heroSection" => {
    eyebrow,
    heading,
    text,
    "image": image{ ${imageFields} },
    "actions": coalesce(actions[]{ _key, label, href }, []),
    "showAvailability": coalesce(showAvailability, false)
  },
  _type == "richTextSection" => {
    heading,
    "body": coalesce(body, [])
  },
  _type == "cardGridSection" => {
    heading,
    intro,
    "columns": coalesce(columns, 3),
    "cards": coalesce(cards[]{ _key, title, text, "image": image{ ${imageFields} }, "link": link{ label, href } }, [])
  },
  _type == "faqSection" => {
    heading,
    intro,
    "categories": coalesce(categories[]{
      _key,
      title,
      "questions": coalesce(questions[]{ _key, question, "answer": coalesce(answer, []) }, [])
    }, [])
  },
  _type == "experiencesSection" => {
    heading,
    "items": coalesce(items[]{ _key, title, company, url, location, start, end, description } | order(start desc), [])
  },
  _type == "stackSection" => {
    heading,
    intro,
    "items": coalesce(items[]{ _key, name, url, icon }, [])
  },
  _type == "peopleSection" => {
    heading,
    intro,
    kind,
    "people": coalesce(
      select(
        count(items) > 0 => items[defined(@->_id)]->{ ${personFields} },
        *[_type == ^.kind && language == $locale] | order(coalesce(order, 0) asc, since asc, name asc){ ${personFields} }
      ),
      []
    )
  },
  _type == "callToActionSection" => {
    heading,
    text,
    "primary": primary{ label, href },
    "secondary": secondary{ label, href }
  },
  _type == "imageSection" => {
    "image": image{ ${imageFields}, caption },
    "layout": coalesce(layout, "contained")
  }
`;

/** A page with its sections. */
export const pageFields = /* groq */ `
  _id,
  "locale": language,
  title,
  description,
  "slug": slug.current,
  colorMode,
  validate,
  "body": coalesce(body[]{ ${sectionFields} }, []),
  ${translationsField}
`;
