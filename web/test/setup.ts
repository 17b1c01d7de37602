// What next.config.ts compiles into the site (`compiler.define`), for the modules tests import.
import { globalErrorLabels } from '@/i18n/message-files';

// Set by vitest.config.ts: under jsdom, import.meta.url is no file URL to resolve the folder from.
const messagesDir = process.env.VITRINE_TEST_MESSAGES_DIR!;

(globalThis as Record<string, unknown>).__VITRINE_GLOBAL_ERROR_LABELS__ = JSON.stringify(
  globalErrorLabels(messagesDir),
);
