import { contentDatasetSpec } from './support/content-datasets.ts';

contentDatasetSpec('one-language');
