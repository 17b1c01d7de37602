/** A labelled link: a site path (`/en/contact`) or an allowed absolute URL. */
import { defineField, defineType } from 'sanity';

import { hrefRule, requiredText } from '../helpers';

export const link = defineType({
  name: 'link',
  title: 'Link',
  type: 'object',
  fields: [
    defineField({ name: 'label', title: 'Label', type: 'string', validation: requiredText(60) }),
    defineField({
      name: 'href',
      title: 'Target',
      type: 'url',
      description:
        'A path on this site starting with / (e.g. /en/contact), or a full https://, mailto: or tel: address.',
      validation: (rule) => hrefRule(rule).required(),
    }),
  ],
  preview: { select: { title: 'label', subtitle: 'href' } },
});
