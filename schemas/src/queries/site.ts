import { defineQuery } from 'groq';

import { imageSourceFields } from './fragments';

/**
 * Site-wide settings for one language: profile, availability, socials, SEO, UI,
 * icons and web manifest. Socials come back as a clean list: an empty network
 * is left out, so the site never renders a dead link.
 * Localized fields pick their language with `select($locale == …)` rather than
 * `field[$locale]`, which typegen would read as a filter and type as an array.
 * Params: $locale ("en" | "fr" | "pt"); anything else reads English.
 */
export const siteSettingsQuery = defineQuery(`*[_type == "siteSettings" && _id == "siteSettings"][0]{
  "available": coalesce(global.available, false),
  "meetingLink": global.meetingLink,
  "profile": {
    "name": profile.name,
    "job": select($locale == "fr" => profile.job.fr, $locale == "pt" => profile.job.pt, profile.job.en),
    "email": profile.email,
    "phone": profile.phone,
    "picture": profile.picture{
      ${imageSourceFields},
      "alt": select($locale == "fr" => alt.fr, $locale == "pt" => alt.pt, alt.en)
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
    "title": select($locale == "fr" => seo.title.fr, $locale == "pt" => seo.title.pt, seo.title.en),
    "description": select($locale == "fr" => seo.description.fr, $locale == "pt" => seo.description.pt, seo.description.en),
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
 */
export const webManifestQuery = defineQuery(`*[_type == "siteSettings" && _id == "siteSettings"][0]{
  "name": coalesce(manifest.name, profile.name),
  "shortName": coalesce(manifest.shortName, profile.name),
  "description": seo.description.en,
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
