import { colorScheme, schemeCss } from '@/brand/scheme';

/**
 * The owner's palettes as CSS variables, inlined in the head of every page
 * (rendered with the page, so a published change arrives with the settings'
 * cache tag like any content). Colours only: nothing moves when it applies.
 */
export function ColorSchemeStyle({ primary, neutral }: { primary?: string | null; neutral?: string | null }) {
  return <style id="color-scheme" dangerouslySetInnerHTML={{ __html: schemeCss(colorScheme(primary, neutral)) }} />;
}
