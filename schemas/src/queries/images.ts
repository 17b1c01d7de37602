import { defineQuery } from 'groq';

import { imageSourceFields } from './fragments';

/**
 * Every image the site can show, grouped by the field it comes from, once per
 * document (and section or block) that holds it: the local source makes its
 * image variants at build time from this list. An image without an asset is
 * left out. No params.
 */
export const imageIndexQuery = defineQuery(`{
  "profilePictures": *[_type == "siteSettings" && defined(profile.picture.asset)].profile.picture{ ${imageSourceFields} },
  "workImages": *[_type == "project" && defined(image.asset)].image{ ${imageSourceFields} },
  "articleCovers": *[_type == "article" && defined(cover.asset)].cover{ ${imageSourceFields} },
  "articleFigures": *[_type == "article"].body[_type == "image" && defined(asset)]{ ${imageSourceFields} },
  "partnerLogos": *[_type == "partner" && defined(logo.asset)].logo{ ${imageSourceFields} },
  "guardianAvatars": *[_type == "guardian" && defined(avatar.asset)].avatar{ ${imageSourceFields} },
  "heroImages": *[_type == "page"].body[_type == "heroSection" && defined(image.asset)].image{ ${imageSourceFields} },
  "cardImages": *[_type == "page"].body[_type == "cardGridSection"].cards[defined(image.asset)].image{ ${imageSourceFields} },
  "sectionImages": *[_type == "page"].body[_type == "imageSection" && coalesce(layout, "contained") != "wide" && defined(image.asset)].image{ ${imageSourceFields} },
  "wideSectionImages": *[_type == "page"].body[_type == "imageSection" && layout == "wide" && defined(image.asset)].image{ ${imageSourceFields} }
}`);
