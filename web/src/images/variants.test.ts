import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImageIndexQueryResult } from '@vitrine/schemas';
import { IMAGE_SHAPES } from '@/config/images';
import { imageVariants } from './image-url';
import { localVariantParams, renderVariant } from './variants';

const SHA = 'd'.repeat(40);
const FILE = `${SHA}-400x250.png`;
const RED = { r: 255, g: 0, b: 0 };
const BLUE = { r: 0, g: 0, b: 255 };

let dir: string;

/** A 400 × 250 blue original with a red 40 × 40 square whose top-left corner is at (300, 20). */
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'vitrine-variants-'));
  const square = await sharp({ create: { width: 40, height: 40, channels: 3, background: RED } })
    .png()
    .toBuffer();
  const original = await sharp({ create: { width: 400, height: 250, channels: 3, background: BLUE } })
    .composite([{ input: square, left: 300, top: 20 }])
    .png()
    .toBuffer();
  writeFileSync(join(dir, FILE), original);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function pixel(image: Uint8Array, x: number, y: number) {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return { r: data[at]!, g: data[at + 1]!, b: data[at + 2]!, width: info.width, height: info.height };
}

const isRed = ({ r, g, b }: { r: number; g: number; b: number }) => r > 200 && g < 60 && b < 60;

describe('renderVariant', () => {
  it('cuts the rectangle from the original and resizes it, as the CDN does with rect, w and h', async () => {
    // The hotspot on the red square, a square crop: the builder centres the cut on it, within the image.
    const image = { url: `/dataset-images/${FILE}`, hotspot: { x: 0.8, y: 0.16, width: 0.1, height: 0.1 } };
    const [variant] = imageVariants(image, { box: { width: 50, height: 50 } });
    expect(variant).toMatchObject({ rect: { left: 150, top: 0, width: 250, height: 250 }, width: 50, height: 50 });
    const name = variant!.url.split('/').at(-1)!;
    const webp = await renderVariant(dir, FILE, name);
    expect(webp).not.toBeNull();
    expect((await sharp(webp!).metadata()).format).toBe('webp');
    // The square spans x 300–340, y 20–60 of the original: (150–190, 20–60) in the cut, a fifth of that in the file.
    const inside = await pixel(webp!, 34, 8);
    expect([inside.width, inside.height]).toEqual([50, 50]);
    expect(isRed(inside)).toBe(true);
    expect(isRed(await pixel(webp!, 10, 40))).toBe(false);
  });

  it.each([
    ['a rectangle past the right edge', FILE, '200-0-201-250_100x125.webp'],
    ['a rectangle past the bottom', FILE, '0-10-400-250_100x62.webp'],
    ['an empty rectangle', FILE, '0-0-0-250_100x125.webp'],
    ['no size', FILE, '0-0-400-250_0x0.webp'],
    ['another format', FILE, '0-0-400-250_100x62.png'],
    ['a file that is not an image name', '../etc-1x1.png', '0-0-1-1_1x1.webp'],
    // Gone from images/ (the content check names the documents that use it): a missing picture, not a failed build.
    ['a file the folder does not hold', `${'e'.repeat(40)}-400x250.png`, '0-0-400-250_100x62.webp'],
  ])('makes nothing for %s', async (_, file, variant) => {
    expect(await renderVariant(dir, file, variant)).toBeNull();
  });
});

describe('localVariantParams', () => {
  const empty: ImageIndexQueryResult = {
    profilePictures: [],
    workImages: [],
    articleCovers: [],
    articleFigures: [],
    partnerLogos: [],
    guardianAvatars: [],
    heroImages: [],
    cardImages: [],
    sectionImages: [],
    wideSectionImages: [],
  };
  const work = { url: `/dataset-images/${SHA}-1600x1000.png`, width: 1600, height: 1000, crop: null, hotspot: null };

  it('lists each field’s images in the shapes it is shown in, each file once across perspectives', () => {
    const params = localVariantParams([
      { ...empty, workImages: [work, work] },
      { ...empty, workImages: [work], articleCovers: [work] },
    ]);
    const expected = [...imageVariants(work, IMAGE_SHAPES.card), ...imageVariants(work, IMAGE_SHAPES.cover)];
    expect(params.map(({ file, variant }) => `/dataset-images/${file}/${variant}`)).toEqual(expected.map((v) => v.url));
    expect(new Set(params.map((p) => p.file))).toEqual(new Set([`${SHA}-1600x1000.png`]));
  });

  it('skips images whose URL is not the dataset’s', () => {
    const sanity = { ...work, url: `https://cdn.sanity.io/images/p/d/${SHA}-1600x1000.png` };
    expect(localVariantParams([{ ...empty, workImages: [sanity] }])).toEqual([]);
  });
});
