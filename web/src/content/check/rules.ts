/**
 * Every rule of the content check, in the order their problems are listed.
 * To add one, write a module exporting a `ContentRule` (rule.ts) beside these
 * and list it here; its problems then appear wherever the check runs (the
 * build, `npm run content:check`, the tests).
 */
import type { ContentRule } from './rule';
import { assets } from './rules/assets';
import { languages } from './rules/languages';
import { links } from './rules/links';
import { references } from './rules/references';
import { site } from './rules/site';
import { slugs } from './rules/slugs';
import { text } from './rules/text';
import { translations } from './rules/translations';

export const RULES: readonly ContentRule[] = [site, languages, references, assets, slugs, links, translations, text];
