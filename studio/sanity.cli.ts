import { defineCliConfig } from 'sanity/cli';

import { dataset, projectId } from './src/env';

export default defineCliConfig({
  api: { projectId, dataset },
  // Offline builds: never pull the Studio's runtime from Sanity's CDN.
  deployment: { autoUpdates: false },
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
