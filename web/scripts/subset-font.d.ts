// subset-font 2.9 ships no types, and @types/subset-font stops before `keepFeatures`: the options scripts/fonts.ts uses.
declare module 'subset-font' {
  interface SubsetFontOptions {
    targetFormat?: 'sfnt' | 'truetype' | 'woff' | 'woff2';
    /** Name IDs to keep beyond HarfBuzz's default (0–6). */
    preserveNameIds?: number[];
    /** OpenType feature tags to keep (`hb-subset --layout-features`); all of them when omitted. */
    keepFeatures?: string[];
    /** Pin an axis (a number) or narrow its range. */
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
  }
  export default function subsetFont(font: Buffer, text: string, options?: SubsetFontOptions): Promise<Buffer>;
}
