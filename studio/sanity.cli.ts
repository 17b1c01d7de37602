import { defineCliConfig } from 'sanity/cli';

import { dataset, projectId } from './src/env';

export default defineCliConfig({
  api: { projectId, dataset },
  // Offline builds: never pull the Studio's runtime from Sanity's CDN.
  deployment: { autoUpdates: false },
  // `sanity dev` serves the Studio's code to the Studio alone: no CORS for other pages, and only this machine's
  // names (a page whose name resolves to 127.0.0.1 is not let in by DNS rebinding).
  vite: { server: { cors: false, allowedHosts: ['localhost', '.localhost'] } },
  schemaExtraction: {
    path: '../schemas/schema.json',
    enforceRequiredFields: true,
  },
  typegen: {
    path: '../schemas/src/**/*.ts',
    schema: '../schemas/schema.json',
    generates: '../schemas/src/sanity.types.ts',
    overloadClientMethods: true,
  },
});
