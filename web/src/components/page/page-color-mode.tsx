import { ForceColorMode } from '@/components/shell/force-color-mode.client';
import { resolveForcedColorMode } from '@/components/shell/force-color-mode';
import { forceColorModeScript } from '@/config/theme';

/**
 * A page document's forced colour mode, for every route that shows one (the
 * home page's own route as well as PageView): an inline script so the first
 * paint is already right, and the client leaf that keeps it while the page is shown.
 */
export function PageColorMode({ mode }: { mode: string | null | undefined }) {
  const forced = mode ? resolveForcedColorMode(mode) : null;
  if (!mode) return null;
  return (
    <>
      {forced ? <script dangerouslySetInnerHTML={{ __html: forceColorModeScript(forced) }} /> : null}
      <ForceColorMode mode={mode} />
    </>
  );
}
