/** A redirect the site applies before routing: an absolute destination leaves the site. */
import { defineField, defineType } from 'sanity';

import { isExternalUrl, isSitePath } from '../../rules';
import { studioApiVersion } from '../../constants';
import { subtitle } from '../helpers';
import { typeIcons } from '../icons';

export const redirect = defineType({
  name: 'redirect',
  title: 'Redirect',
  type: 'document',
  icon: typeIcons.redirect,
  fields: [
    defineField({
      name: 'source',
      title: 'From',
      description: 'A path on this site, starting with / (e.g. /en/blog/old-post).',
      type: 'string',
      validation: (rule) =>
        rule.required().custom(async (value, context) => {
          if (value === undefined) return true;
          if (!isSitePath(value)) return 'Use a path starting with a single /, with no host name';
          if (value === '/') return 'The root path is configured in the site, not here';
          const id = context.document?._id.replace(/^drafts\./, '');
          const taken = await context
            .getClient({ apiVersion: studioApiVersion })
            .fetch<boolean>('defined(*[_type == "redirect" && source == $source && !sanity::versionOf($id)][0]._id)', {
              source: value,
              id: id ?? '',
            });
          return taken ? 'Another redirect already starts from this path' : true;
        }),
    }),
    defineField({
      name: 'destination',
      title: 'To',
      description: 'A path on this site (/fr/contact), or a full https:// address to leave the site.',
      type: 'string',
      validation: (rule) =>
        rule.required().custom((value, context) => {
          if (value === undefined) return true;
          if (!isSitePath(value) && !(isExternalUrl(value) && /^https?:/.test(value))) {
            return 'Use a path starting with /, or a full http(s):// address';
          }
          const source = (context.document as { source?: string } | undefined)?.source;
          return value === source ? 'A redirect cannot point to itself' : true;
        }),
    }),
    defineField({
      name: 'permanent',
      title: 'Permanent',
      description: 'Permanent (308) tells search engines the move is for good; temporary (307) does not.',
      type: 'boolean',
      initialValue: true,
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: { source: 'source', destination: 'destination', permanent: 'permanent' },
    prepare: ({ source, destination, permanent }) => ({
      title: `${source ?? '?'} → ${destination ?? '?'}`,
      subtitle: subtitle(permanent ? 'permanent' : 'temporary'),
    }),
  },
});
