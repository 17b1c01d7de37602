/** Portable Text from the block specs the sources write with `markup.ts`. */
import { imageField } from './images';
import { key } from './keys';
import { textBlock, type BlockSpec } from './markup';

type BlockOf<K extends BlockSpec['kind']> = Extract<BlockSpec, { kind: K }>;

/** One builder per kind of block: a kind without one fails the type check. */
const blocks = {
  text: textBlock,
  code: (spec, seed) => ({
    _type: 'code',
    _key: key(seed),
    language: spec.language,
    code: spec.code,
    ...(spec.filename ? { filename: spec.filename } : {}),
  }),
  // A figure in a body names the diagram it shows (see `ArticleSource.diagram`).
  image: (spec, seed) => ({
    _key: key(seed),
    ...imageField(`diagram-${spec.image}`, { alt: spec.alt, ...(spec.caption ? { caption: spec.caption } : {}) }),
  }),
  callout: (spec, seed) => ({
    _type: 'callout',
    _key: key(seed),
    tone: spec.tone,
    ...(spec.title ? { title: spec.title } : {}),
    text: spec.text,
  }),
} satisfies { [K in BlockSpec['kind']]: (spec: BlockOf<K>, seed: string) => object };

/** The blocks of a body; `seed` makes their keys (each block's is `<seed>:<index>`). */
export function portableText(specs: BlockSpec[], seed: string): object[] {
  return specs.map((spec, index) => {
    // TypeScript cannot pair a member of the union with its builder, so the lookup is widened.
    const build = blocks[spec.kind] as (spec: BlockSpec, seed: string) => object;
    return build(spec, `${seed}:${index}`);
  });
}
