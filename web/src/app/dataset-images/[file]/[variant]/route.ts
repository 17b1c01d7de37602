/**
 * The local source's image variants: each rectangle and size the content
 * needs (its crops and hotspots, at the widths each shape is shown at), cut
 * from the dataset's originals at build time. Any other name is a 404 from the
 * prerendered set: nothing here runs per request, and nothing is kept for it.
 */
import { LOCAL_VARIANTS } from '@/config/images';
import { getImageIndex } from '@/content';
import { localImagesDir, localVariantParams, renderVariant, type VariantParams } from '@/images/variants';

export const dynamicParams = false;

/** Published content and drafts: a draft previewed locally shows its own crop. */
export async function generateStaticParams(): Promise<VariantParams[]> {
  if (!localImagesDir()) return [];
  return localVariantParams(await Promise.all([getImageIndex('published'), getImageIndex('drafts')]));
}

export async function GET(_request: Request, { params }: RouteContext<'/dataset-images/[file]/[variant]'>) {
  const { file, variant } = await params;
  const dir = localImagesDir();
  const body = dir ? await renderVariant(dir, file, variant) : null;
  if (!body) return new Response('Not found', { status: 404 });
  return new Response(body, {
    headers: {
      'content-type': `image/${LOCAL_VARIANTS.format}`,
      'cache-control': 'public, max-age=31536000, immutable',
    },
  });
}
