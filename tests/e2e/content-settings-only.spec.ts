import { contentDatasetSpec } from './support/content-datasets.ts';

contentDatasetSpec('settings-only');
