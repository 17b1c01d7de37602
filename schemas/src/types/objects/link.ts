/** A labelled link: a site path (`/en/contact`) or an allowed absolute URL. */
import { defineField, defineType } from 'sanity';

import { hrefField, requiredText } from '../helpers';

export const link = defineType({
  name: 'link',
  title: 'Link',
  type: 'object',
  fields: [defineField({ name: 'label', title: 'Label', type: 'string', validation: requiredText(60) }), hrefField()],
  preview: { select: { title: 'label', subtitle: 'href' } },
});
