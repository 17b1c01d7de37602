/**
 * `npm run messages`: prints the local contact inbox (VITRINE_DATA_DIR/messages.ndjson), newest first,
 * and says where messages go when they go to Sanity instead. Reads web/.env* as Next.js does.
 *
 *   npm run messages                    every message
 *   npm run messages -- --limit 5       the five newest
 *   npm run messages -- --json          one JSON document per line (newest first), for other tools
 */
import { parseArgs } from 'node:util';
import nextEnv from '@next/env';
import type { ContactMessageDocument } from '../src/contact/message';
import { printable } from '../src/contact/printable';
import { describeContactSetup } from '../src/contact/setup';
import { readDocumentFile } from '../src/content/local-writer';
import { env } from '../src/env';

const { values: options } = parseArgs({
  options: { limit: { type: 'string' }, json: { type: 'boolean', default: false } },
});
const limit = options.limit === undefined ? Infinity : Number(options.limit);
if (!Number.isInteger(limit) && limit !== Infinity) throw new Error(`--limit takes a number, not "${options.limit}"`);

nextEnv.loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });
const config = env();
const file = config.contact.inboxFile;
const inbox = await readDocumentFile(file);
const messages = (inbox.documents as unknown as ContactMessageDocument[])
  .filter((document) => document._type === 'contactMessage')
  .sort((a, b) => b.receivedAt.localeCompare(a.receivedAt))
  .slice(0, limit);

if (options.json) {
  for (const message of messages) console.log(JSON.stringify(message));
  process.exit(0);
}

const rule = (title: string) => `── ${title} ${'─'.repeat(Math.max(3, 72 - title.length))}`;
const indent = (text: string) =>
  text
    .split('\n')
    .map((line) => `  ${line}`)
    .join('\n');

const toSanity = config.content.source === 'sanity' && config.contact.writeToken !== undefined;
for (const line of describeContactSetup(config)) console.log(line);
if (!inbox.exists) {
  // With a write token the local inbox only holds what arrived before the token was set.
  if (!toSanity) console.log(`\nNo messages in ${file} yet.`);
} else {
  if (toSanity) console.log(`\nKept locally before SANITY_API_WRITE_TOKEN was set:`);
  console.log();
  const total = inbox.documents.length;
  console.log(
    `${file}: ${total} message${total === 1 ? '' : 's'}` +
      (messages.length < total
        ? `, the ${messages.length === 1 ? '' : `${messages.length} `}newest`
        : ', newest first') +
      (inbox.damaged ? ` (${inbox.damaged} unreadable line${inbox.damaged === 1 ? '' : 's'} skipped)` : ''),
  );
  for (const message of messages) {
    const when = message.receivedAt.slice(0, 16).replace('T', ' ');
    console.log(`\n${rule(`${printable(when)} UTC · ${printable(message.language)}`)}`);
    console.log(
      `From:    ${printable(message.name)} <${printable(message.email)}>${message.phone ? ` · ${printable(message.phone)}` : ''}`,
    );
    console.log(`Subject: ${printable(message.subject)}`);
    console.log(`Id:      ${printable(message._id)}\n`);
    console.log(indent(printable(message.message, { multiline: true })));
  }
}
