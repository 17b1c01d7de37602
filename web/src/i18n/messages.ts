/**
 * A language's UI strings, completed from the default language's: a messages
 * file that lacks keys (a new language half translated, a key added since)
 * still renders every string, the missing ones in the default language, and
 * the build names them (`next.config.ts`). Pure: the request config merges,
 * the build and the tests report.
 *
 * A namespace is a plain object; anything else is a message (a string, or the
 * array next-intl compiles an ICU message to), taken whole.
 */
export type Messages = { readonly [key: string]: unknown };

const isNamespace = (value: unknown): value is Messages =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every message's dotted key (`Shell.nav.works`), in file order. */
export function messageKeys(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return isNamespace(value) ? messageKeys(value, path) : [path];
  });
}

/** Keys of `fallback` that `messages` lacks (or holds as a namespace where a message belongs, or the reverse). */
export function missingKeys(messages: Messages, fallback: Messages): string[] {
  const own = new Set(messageKeys(messages));
  return messageKeys(fallback).filter((key) => !own.has(key));
}

/** Keys of `messages` that `fallback` does not have: nothing reads them (a typo, a key since removed). */
export function unknownKeys(messages: Messages, fallback: Messages): string[] {
  const known = new Set(messageKeys(fallback));
  return messageKeys(messages).filter((key) => !known.has(key));
}

/** `messages` with every message it lacks taken from `fallback`; the same object when it lacks none. */
export function withFallback(messages: Messages, fallback: Messages): Messages {
  let changed = false;
  const merged: Record<string, unknown> = { ...messages };
  for (const [key, value] of Object.entries(fallback)) {
    const own = messages[key];
    if (isNamespace(value)) {
      const inner = withFallback(isNamespace(own) ? own : {}, value);
      if (inner !== own) {
        merged[key] = inner;
        changed = true;
      }
    } else if (own === undefined || isNamespace(own)) {
      merged[key] = value;
      changed = true;
    }
  }
  return changed ? merged : messages;
}
