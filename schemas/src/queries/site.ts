import { defineQuery } from 'groq';

import { imageSourceFields } from './fragments';

/**
 * Site-wide settings for one language: profile, availability, socials, SEO, UI,
 * icons and web manifest. Socials come back as a clean list: an empty network
 * is left out, so the site never renders a dead link.
 * Localized fields (one `{language, value}` per language) are read in $locale,
 * else in $defaultLocale; `jobLanguage` and `altLanguage` say which one the
 * text is in, so the page can mark text that stands in for a missing translation.
 * Params: $locale (a code of the language list), $defaultLocale (its first).
 */
export const siteSettingsQuery = defineQuery(`*[_type == "siteSettings" && _id == "siteSettings"][0]{
  "available": coalesce(global.available, false),
  "meetingLink": global.meetingLink,
  "profile": {
    "name": profile.name,
    "job": coalesce(profile.job[language == $locale][0].value, profile.job[language == $defaultLocale][0].value),
    "jobLanguage": coalesce(profile.job[language == $locale && defined(value)][0].language, profile.job[language == $defaultLocale && defined(value)][0].language),
    "email": profile.email,
    "phone": profile.phone,
    "picture": profile.picture{
      ${imageSourceFields},
      "alt": coalesce(alt[language == $locale][0].value, alt[language == $defaultLocale][0].value),
      "altLanguage": coalesce(alt[language == $locale && defined(value)][0].language, alt[language == $defaultLocale && defined(value)][0].language)
    }
  },
  "socials": [
    { "network": "github", "label": "GitHub", "url": socials.github },
    { "network": "twitter", "label": "X", "url": socials.twitter },
    { "network": "linkedin", "label": "LinkedIn", "url": socials.linkedin },
    { "network": "instagram", "label": "Instagram", "url": socials.instagram },
    { "network": "spotify", "label": "Spotify", "url": socials.spotify }
  ][defined(url)] + coalesce(socials.links[defined(label) && defined(url)]{ "network": "link", label, url }, []),
  "seo": {
    "title": coalesce(seo.title[language == $locale][0].value, seo.title[language == $defaultLocale][0].value),
    "description": coalesce(seo.description[language == $locale][0].value, seo.description[language == $defaultLocale][0].value),
    "url": seo.url
  },
  "ui": {
    "primary": coalesce(ui.primary, "emerald"),
    "neutral": coalesce(ui.neutral, "neutral"),
    "notificationPosition": coalesce(ui.notificationPosition, "bottom-right")
  },
  "icons": {
    "favicon": select(defined(icons.favicon.asset) => icons.favicon{
      "url": asset->url,
      "width": asset->metadata.dimensions.width,
      "height": asset->metadata.dimensions.height,
      "mimeType": asset->mimeType
    }),
    "appleTouchIcon": icons.appleTouchIcon.asset->url,
    "icon32": icons.icon32.asset->url,
    "icon16": icons.icon16.asset->url
  },
  "manifest": {
    "name": coalesce(manifest.name, profile.name),
    "shortName": coalesce(manifest.shortName, profile.name),
    "themeColor": manifest.themeColor
  }
}`);

/**
 * What the web manifest needs: names, the default language's description,
 * palettes and theme colour, and each icon with its size and type.
 * Params: $defaultLocale (the first code of the language list).
 */
export const webManifestQuery = defineQuery(`*[_type == "siteSettings" && _id == "siteSettings"][0]{
  "name": coalesce(manifest.name, profile.name),
  "shortName": coalesce(manifest.shortName, profile.name),
  "description": seo.description[language == $defaultLocale][0].value,
  "themeColor": manifest.themeColor,
  "primary": coalesce(ui.primary, "emerald"),
  "neutral": coalesce(ui.neutral, "neutral"),
  "icons": [icons.favicon, icons.appleTouchIcon, icons.icon32, icons.icon16][defined(asset)]{
    "url": asset->url,
    "width": asset->metadata.dimensions.width,
    "height": asset->metadata.dimensions.height,
    "mimeType": asset->mimeType
  }
}`);
