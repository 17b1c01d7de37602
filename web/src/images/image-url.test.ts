import { describe, expect, it } from 'vitest';
import type { ImageShape } from '@/config/images';
import { imageVariants, localVariantName, parseLocalVariant, responsiveImage, type ImageSource } from './image-url';

const SHA = 'a'.repeat(40);
const FILE = `${SHA}-1600x1000.jpg`;
const local = (fields: Omit<ImageSource, 'url'> = {}, file = FILE): ImageSource => ({
  url: `/dataset-images/${file}`,
  ...fields,
});
const sanity = (fields: Omit<ImageSource, 'url'> = {}, file = FILE): ImageSource => ({
  url: `https://cdn.sanity.io/images/p1/production/${file}`,
  ...fields,
});

const card: ImageShape = { aspect: 16 / 10, widths: [320, 640, 1024] };
const cover: ImageShape = { aspect: 16 / 9, widths: [320, 800] };
const column: ImageShape = { widths: [320, 640, 1080, 1472] };

/** The rectangle and size a Sanity URL asks the CDN for (`rect` absent: the whole original). */
function cdnAsk(url: string, original = { width: 1600, height: 1000 }) {
  const params = new URL(url).searchParams;
  const [left, top, width, height] = params.get('rect')?.split(',').map(Number) ?? [
    0,
    0,
    original.width,
    original.height,
  ];
  return { rect: { left, top, width, height }, width: Number(params.get('w')), height: Number(params.get('h')) };
}

const names = (image: ImageSource, shape: ImageShape) =>
  imageVariants(image, shape).map((v) => v.url.split('/').at(-1));

describe('local image variants', () => {
  it('without crop or hotspot: the whole original, at each width of the shape and its proportions', () => {
    expect(names(local(), card)).toEqual([
      '0-0-1600-1000_320x200.webp',
      '0-0-1600-1000_640x400.webp',
      '0-0-1600-1000_1024x640.webp',
    ]);
  });

  it('the crop becomes the rectangle, and no file is wider than the crop', () => {
    const cropped = local({ crop: { left: 0.25, right: 0.25, top: 0.1, bottom: 0 } });
    expect(names(cropped, column)).toEqual([
      '400-100-800-900_320x360.webp',
      '400-100-800-900_640x720.webp',
      '400-100-800-900_800x900.webp',
    ]);
  });

  it.each([
    ['the centre by default', undefined, '0-50-1600-900'],
    ['a hotspot near the top keeps the top', { x: 0.5, y: 0.1, width: 0.2, height: 0.2 }, '0-0-1600-900'],
    ['a hotspot near the bottom keeps the bottom', { x: 0.5, y: 0.9, width: 0.2, height: 0.2 }, '0-100-1600-900'],
    ['a hotspot a little low is centred', { x: 0.5, y: 0.52, width: 0.2, height: 0.2 }, '0-70-1600-900'],
  ])('a 16:10 original shown at 16:9 is cut around the hotspot: %s', (_, hotspot, rect) => {
    expect(names(local({ hotspot }), cover)[0]).toBe(`${rect}_320x180.webp`);
  });

  it('the hotspot moves the cut inside the crop, never out of it', () => {
    const image = local({
      crop: { left: 0.5, right: 0, top: 0, bottom: 0 },
      hotspot: { x: 0.1, y: 0.5, width: 0.1, height: 0.1 },
    });
    // The crop is 800 × 1000; at 16:10 it keeps its width and 500 px of height around the middle.
    expect(names(image, card)[0]).toBe('800-250-800-500_320x200.webp');
    // A 2:1 crop at 16:9 loses its sides: the hotspot, left of the crop, pulls the cut to the crop's left edge.
    const wide = local({ crop: { left: 0.25, right: 0, top: 0.2, bottom: 0.2 }, hotspot: { x: 0.1, y: 0.5 } });
    expect(names(wide, cover)[0]).toBe('400-200-1067-600_320x180.webp');
  });

  it('a fixed box gets its size at 1x and 2x, cropped to the box', () => {
    const portrait = local({ crop: { top: 0.1, bottom: 0.2, left: 0.15, right: 0.15 } }, `${SHA}-800x800.png`);
    const variants = imageVariants(portrait, { box: { width: 88, height: 88 } });
    expect(variants.map((v) => [v.url.split('/').at(-1), v.descriptor])).toEqual([
      ['120-80-560-560_88x88.webp', '1x'],
      ['120-80-560-560_176x176.webp', '2x'],
    ]);
  });

  it('a box with a height only keeps the image’s proportions', () => {
    const logo = local({}, `${SHA}-400x200.png`);
    expect(imageVariants(logo, { box: { height: 56 } }).map((v) => [v.width, v.height, v.descriptor])).toEqual([
      [112, 56, '1x'],
      [224, 112, '2x'],
    ]);
  });

  it('a small original stops at its own width', () => {
    const small = local({}, `${SHA}-400x250.png`);
    expect(imageVariants(small, card).map((v) => v.width)).toEqual([320, 400]);
    expect(imageVariants(local({}, `${SHA}-48x48.png`), { box: { width: 56, height: 56 } })).toMatchObject([
      { width: 48, height: 48, descriptor: '0.86x' },
    ]);
  });

  it('names read back into the rectangle and size, and nothing else reads as one', () => {
    const frame = { rect: { left: 12, top: 0, width: 800, height: 500 }, width: 640, height: 400 };
    expect(parseLocalVariant(localVariantName(frame))).toEqual(frame);
    for (const name of ['12-0-800-500_640x400.png', '12-0-800_640x400.webp', '../0-0-1-1_1x1.webp', 'x.webp']) {
      expect(parseLocalVariant(name), name).toBeNull();
    }
  });
});

describe('variants asked for again', () => {
  it('are the ones worked out the first time, and another crop or shape is worked out anew', () => {
    const image = sanity({ crop: { left: 0.25, right: 0, top: 0.2, bottom: 0.2 } });
    const first = imageVariants(image, cover);
    expect(imageVariants({ ...image }, cover)).toBe(first);
    expect(imageVariants(sanity({ crop: { left: 0, right: 0, top: 0.2, bottom: 0.2 } }), cover)).not.toEqual(first);
    expect(imageVariants(image, column)).not.toEqual(first);
    expect(Object.isFrozen(first)).toBe(true);
  });
});

describe('Sanity image URLs', () => {
  it('point at the CDN with the rectangle from crop and hotspot, the size, a crop fit and the format the browser takes', () => {
    const image = sanity({
      crop: { left: 0.25, right: 0, top: 0.2, bottom: 0.2 },
      hotspot: { x: 0.1, y: 0.5, width: 0.1, height: 0.1 },
    });
    expect(imageVariants(image, cover).map((v) => v.url)).toEqual([
      `https://cdn.sanity.io/images/p1/production/${FILE}?rect=400,200,1067,600&w=320&h=180&fit=crop&auto=format`,
      `https://cdn.sanity.io/images/p1/production/${FILE}?rect=400,200,1067,600&w=800&h=450&fit=crop&auto=format`,
    ]);
  });

  it('leave the rectangle out when the whole original is shown, and the height when the image keeps its proportions', () => {
    expect(imageVariants(sanity(), column)[0]!.url).toBe(
      `https://cdn.sanity.io/images/p1/production/${FILE}?w=320&auto=format`,
    );
  });

  const crops = [
    {},
    { crop: { top: 0.1, bottom: 0.2, left: 0.05, right: 0.3 } },
    { hotspot: { x: 0.8, y: 0.2, width: 0.3, height: 0.3 } },
    { crop: { top: 0, bottom: 0.5, left: 0.4, right: 0 }, hotspot: { x: 0.9, y: 0.1, width: 0.1, height: 0.1 } },
    {
      crop: { top: 0.33, bottom: 0.01, left: 0.17, right: 0.21 },
      hotspot: { x: 0.41, y: 0.77, width: 0.5, height: 0.2 },
    },
  ];
  const shapes: ImageShape[] = [card, cover, column, { box: { width: 88, height: 88 } }, { box: { height: 56 } }];

  it.each(
    crops.flatMap((fields) => shapes.map((shape) => [JSON.stringify(fields), JSON.stringify(shape), fields, shape])),
  )('frame the image as the local source does: %s as %s', (_, __, fields, shape) => {
    const fromSanity = imageVariants(sanity(fields as ImageSource), shape as ImageShape);
    const fromLocal = imageVariants(local(fields as ImageSource), shape as ImageShape);
    expect(fromLocal.length).toBeGreaterThan(0);
    expect(fromLocal.map((v) => parseLocalVariant(v.url.split('/').at(-1)!))).toEqual(
      fromSanity.map((v) => cdnAsk(v.url)).map((ask) => ({ ...ask, height: ask.height || expect.any(Number) })),
    );
    expect(fromLocal.map(({ rect, width, height, descriptor }) => ({ rect, width, height, descriptor }))).toEqual(
      fromSanity.map(({ rect, width, height, descriptor }) => ({ rect, width, height, descriptor })),
    );
  });
});

describe('responsiveImage', () => {
  it('gives a srcset by width with the sizes, and the proportions of the widest file', () => {
    expect(responsiveImage(local(), card, '50vw')).toEqual({
      src: `/dataset-images/${FILE}/0-0-1600-1000_640x400.webp`,
      srcSet: [
        `/dataset-images/${FILE}/0-0-1600-1000_320x200.webp 320w`,
        `/dataset-images/${FILE}/0-0-1600-1000_640x400.webp 640w`,
        `/dataset-images/${FILE}/0-0-1600-1000_1024x640.webp 1024w`,
      ].join(', '),
      sizes: '50vw',
      width: 1024,
      height: 640,
    });
  });

  it('gives a fixed box a srcset by density, the box’s size and no sizes', () => {
    const image = responsiveImage(sanity({}, `${SHA}-400x400.png`), { box: { width: 56, height: 56 } });
    expect(image).toEqual({
      src: `https://cdn.sanity.io/images/p1/production/${SHA}-400x400.png?w=56&h=56&fit=crop&auto=format`,
      srcSet: `https://cdn.sanity.io/images/p1/production/${SHA}-400x400.png?w=56&h=56&fit=crop&auto=format 1x, https://cdn.sanity.io/images/p1/production/${SHA}-400x400.png?w=112&h=112&fit=crop&auto=format 2x`,
      width: 56,
      height: 56,
    });
  });

  it.each(['https://example.com/a.jpg', '/dataset-images/not-an-image.jpg', `/elsewhere/${FILE}`])(
    'shows a URL that is neither the Sanity CDN’s nor the dataset’s as it is: %s',
    (url) => {
      expect(imageVariants({ url }, card)).toEqual([]);
      expect(responsiveImage({ url, width: 300, height: 200 }, card)).toEqual({ src: url, width: 300, height: 200 });
    },
  );

  it.each([null, ''])('is null without a URL: %j', (url) => expect(responsiveImage({ url }, card)).toBeNull());
});
