/**
 * A message sent through the contact form. The site writes it (under the
 * private `inbox.` id prefix); the Studio only reads it.
 */
import { defineField, defineType } from 'sanity';

import { phonePattern } from '../../rules';
import { languageBadge, requiredText, subtitle } from '../helpers';
import { typeIcons } from '../icons';

export const contactMessage = defineType({
  name: 'contactMessage',
  title: 'Contact message',
  type: 'document',
  icon: typeIcons.contactMessage,
  readOnly: true,
  fields: [
    defineField({ name: 'name', title: 'Name', type: 'string', validation: requiredText(120) }),
    defineField({ name: 'email', title: 'E-mail', type: 'string', validation: (rule) => rule.required().email() }),
    defineField({
      name: 'phone',
      title: 'Phone',
      type: 'string',
      validation: (rule) =>
        rule.custom((value) => (value === undefined || phonePattern.test(value) ? true : 'Not a phone number')),
    }),
    defineField({ name: 'subject', title: 'Subject', type: 'string', validation: requiredText(160) }),
    defineField({
      name: 'message',
      title: 'Message',
      type: 'text',
      rows: 8,
      validation: (rule) => rule.required().max(5000),
    }),
    defineField({
      name: 'language',
      title: 'Language',
      type: 'string',
      description: 'The language of the page the message was sent from.',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'receivedAt', title: 'Received at', type: 'datetime', validation: (rule) => rule.required() }),
  ],
  orderings: [{ title: 'Newest first', name: 'receivedAtDesc', by: [{ field: 'receivedAt', direction: 'desc' }] }],
  preview: {
    select: { subject: 'subject', name: 'name', email: 'email', language: 'language', receivedAt: 'receivedAt' },
    prepare: ({ subject, name, email, language, receivedAt }) => ({
      title: subject,
      subtitle: subtitle(
        languageBadge(language),
        `${name ?? ''} <${email ?? ''}>`,
        typeof receivedAt === 'string' && receivedAt.slice(0, 16).replace('T', ' '),
      ),
    }),
  },
});
