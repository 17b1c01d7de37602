/**
 * The site settings singleton (`_id == "siteSettings"`): availability, profile,
 * socials, SEO, palettes and notification position, icons and the web manifest.
 * Every field here changes the site: a setting the site could not honour is
 * left out rather than offered and ignored.
 */
import { defineArrayMember, defineField, defineType } from 'sanity';

import {
  defaultNeutralColor,
  defaultPrimaryColor,
  defaultToastPosition,
  neutralColors,
  primaryColors,
  toastPositions,
} from '../../constants';
import { hexColorPattern, phonePattern } from '../../rules';
import { externalUrlRule, imageDimensions, imageField, requiredText } from '../helpers';
import { localizedField } from '../objects/locale';
import { typeIcons } from '../icons';

const socialNetworks = [
  { name: 'github', title: 'GitHub' },
  { name: 'twitter', title: 'X / Twitter' },
  { name: 'linkedin', title: 'LinkedIn' },
  { name: 'instagram', title: 'Instagram' },
  { name: 'spotify', title: 'Spotify' },
] as const;

/** An icon; `size` is the exact square size it must have, `minSize` the smallest it may have. */
function iconField(name: string, title: string, description: string, size: { exact?: number; min?: number }) {
  return defineField({
    name,
    title,
    description,
    type: 'image',
    options: { accept: 'image/png,image/svg+xml,image/x-icon' },
    validation: (rule) =>
      rule
        .required()
        .assetRequired()
        .custom((value) => {
          const dimensions = imageDimensions(value?.asset?._ref);
          if (!dimensions) return true;
          const { width, height } = dimensions;
          if (width !== height) return `Use a square image (this one is ${width} × ${height})`;
          if (size.exact !== undefined && width !== size.exact) return `Use a ${size.exact} × ${size.exact} image`;
          if (size.min !== undefined && width < size.min) return `Use an image of at least ${size.min} × ${size.min}`;
          return true;
        }),
  });
}

export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Site settings',
  type: 'document',
  icon: typeIcons.siteSettings,
  groups: [
    { name: 'profile', title: 'Profile', default: true },
    { name: 'socials', title: 'Socials' },
    { name: 'seo', title: 'SEO' },
    { name: 'appearance', title: 'Appearance' },
  ],
  fields: [
    defineField({
      name: 'global',
      title: 'Availability',
      type: 'object',
      group: 'profile',
      options: { collapsible: false },
      fields: [
        defineField({
          name: 'available',
          title: 'Available for work',
          type: 'boolean',
          initialValue: true,
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: 'meetingLink',
          title: 'Meeting link',
          description: 'A booking page for a short call (Cal.com, Calendly…).',
          type: 'url',
          validation: (rule) =>
            externalUrlRule(rule)
              .required()
              .custom((value) =>
                value === undefined || /^https:/.test(value) ? true : 'Use an https:// booking page',
              ),
        }),
      ],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'profile',
      title: 'Profile',
      type: 'object',
      group: 'profile',
      options: { collapsible: false },
      fields: [
        defineField({ name: 'name', title: 'Name', type: 'string', validation: requiredText(80) }),
        localizedField('job', 'Job title', 'string'),
        defineField({
          name: 'email',
          title: 'E-mail',
          type: 'string',
          validation: (rule) => rule.required().email(),
        }),
        defineField({
          name: 'phone',
          title: 'Phone',
          type: 'string',
          description: 'In international format, e.g. +351 21 000 0000.',
          validation: (rule) =>
            rule.custom((value) =>
              value === undefined || phonePattern.test(value) ? true : 'Use digits, spaces and an optional leading +',
            ),
        }),
        imageField('picture', 'Picture', { localizedAlt: true }),
      ],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'socials',
      title: 'Social profiles',
      type: 'object',
      group: 'socials',
      options: { collapsible: false },
      description: 'Leave a network empty to hide it.',
      fields: [
        ...socialNetworks.map((network) =>
          defineField({ name: network.name, title: network.title, type: 'url', validation: externalUrlRule }),
        ),
        defineField({
          name: 'links',
          title: 'Other links',
          type: 'array',
          of: [
            defineArrayMember({
              name: 'socialLink',
              title: 'Link',
              type: 'object',
              fields: [
                defineField({ name: 'label', title: 'Label', type: 'string', validation: requiredText(40) }),
                defineField({
                  name: 'url',
                  title: 'URL',
                  type: 'url',
                  validation: (rule) => externalUrlRule(rule).required(),
                }),
              ],
              preview: { select: { title: 'label', subtitle: 'url' } },
            }),
          ],
        }),
      ],
    }),
    defineField({
      name: 'seo',
      title: 'SEO',
      type: 'object',
      group: 'seo',
      options: { collapsible: false },
      fields: [
        localizedField('title', 'Site title', 'string'),
        localizedField('description', 'Description', 'text'),
        defineField({
          name: 'url',
          title: 'Canonical URL',
          description: 'The public address of the site, e.g. https://www.example.com.',
          type: 'url',
          validation: (rule) =>
            rule
              .required()
              .uri({ scheme: ['https', 'http'] })
              .custom((value) => (value === undefined || !value.endsWith('/') ? true : 'Remove the trailing slash')),
        }),
      ],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'ui',
      title: 'Interface',
      type: 'object',
      group: 'appearance',
      options: { collapsible: false },
      fields: [
        defineField({
          name: 'primary',
          title: 'Primary colour',
          description: 'Links, buttons and highlights. Each choice keeps text readable (WCAG AA) in light and dark.',
          type: 'string',
          options: { list: [...primaryColors] },
          initialValue: defaultPrimaryColor,
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: 'neutral',
          title: 'Neutral colour',
          description: 'Backgrounds, text and borders: from cool (slate) to warm (stone).',
          type: 'string',
          options: { list: [...neutralColors] },
          initialValue: defaultNeutralColor,
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: 'notificationPosition',
          title: 'Notification position',
          description: 'Where messages such as “Message sent” appear.',
          type: 'string',
          options: {
            list: toastPositions.map((value) => ({
              value,
              title: value.replace('-', ' ').replace(/^./, (c) => c.toUpperCase()),
            })),
            layout: 'radio',
            direction: 'horizontal',
          },
          initialValue: defaultToastPosition,
          validation: (rule) => rule.required(),
        }),
      ],
    }),
    defineField({
      name: 'icons',
      title: 'Icons',
      type: 'object',
      group: 'appearance',
      options: { collapsible: true, collapsed: false },
      fields: [
        iconField('favicon', 'Favicon', 'A square PNG or SVG, at least 48 × 48.', { min: 48 }),
        iconField('appleTouchIcon', 'Apple touch icon', '180 × 180 PNG.', { exact: 180 }),
        iconField('icon32', 'Icon 32 px', '32 × 32 PNG.', { exact: 32 }),
        iconField('icon16', 'Icon 16 px', '16 × 16 PNG.', { exact: 16 }),
      ],
    }),
    defineField({
      name: 'manifest',
      title: 'Web manifest',
      type: 'object',
      group: 'appearance',
      options: { collapsible: true, collapsed: false },
      fields: [
        defineField({ name: 'name', title: 'Name', type: 'string', validation: requiredText(45) }),
        defineField({ name: 'shortName', title: 'Short name', type: 'string', validation: requiredText(12) }),
        defineField({
          name: 'themeColor',
          title: 'Theme colour',
          description:
            'The title bar of the installed site, as a hex colour (e.g. #047857). Leave empty to use the primary colour.',
          type: 'string',
          validation: (rule) =>
            rule.custom((value) => (value === undefined || hexColorPattern.test(value) ? true : 'Use #rrggbb')),
        }),
      ],
    }),
  ],
  preview: { prepare: () => ({ title: 'Site settings' }) },
});
