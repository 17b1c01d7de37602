/**
 * One icon per document type, from `@sanity/icons` (SVG, so they render
 * everywhere: emoji showed as empty boxes where no emoji font is installed).
 * The schema types and the desk both read them.
 */
import { CaseIcon } from '@sanity/icons/Case';
import { CogIcon } from '@sanity/icons/Cog';
import { DocumentIcon } from '@sanity/icons/Document';
import { DocumentTextIcon } from '@sanity/icons/DocumentText';
import { EnvelopeIcon } from '@sanity/icons/Envelope';
import { HeartIcon } from '@sanity/icons/Heart';
import { LinkIcon } from '@sanity/icons/Link';
import { StarIcon } from '@sanity/icons/Star';
import { UsersIcon } from '@sanity/icons/Users';
import type { ComponentType } from 'react';

export const typeIcons = {
  siteSettings: CogIcon,
  page: DocumentIcon,
  article: DocumentTextIcon,
  project: CaseIcon,
  partner: UsersIcon,
  guardian: HeartIcon,
  credit: StarIcon,
  redirect: LinkIcon,
  contactMessage: EnvelopeIcon,
} as const satisfies Record<string, ComponentType>;
