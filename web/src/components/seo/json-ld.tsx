import type { Thing } from 'schema-dts';
import { jsonLdGraph, serializeJsonLd } from '@/seo/json-ld';

/**
 * The page's structured data: one JSON-LD script. Data, not code, so the CSP
 * does not govern it (security/inline-scripts.ts runs only executable types),
 * and serialized with `<` escaped, so content cannot end the script early.
 */
export function JsonLd({ nodes }: { nodes: readonly Thing[] }) {
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLdGraph(nodes)) }} />
  );
}
