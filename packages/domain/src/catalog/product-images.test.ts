import { describe, expect, it } from 'vitest';
import { hasImageExtension, IMAGE_ACCEPT } from '../shared/image-types.ts';
import {
  galleryThumbUrl,
  PRODUCT_IMAGE_FILE,
  PRODUCT_IMAGE_MESSAGES,
  productImageFileProblem,
  productImageUrl,
  productThumbUrl,
  savedMessage,
} from './product-images.ts';

const MB = 1024 * 1024;

describe('product pictures: the rules the vendor portal and the server share', () => {
  it('states spec point 5’s minimum in the spec’s words', () => {
    expect(PRODUCT_IMAGE_MESSAGES.tooSmall).toBe('The image field must be Minimum 400 X 400 pixels.');
    expect(PRODUCT_IMAGE_MESSAGES.type).toBe(
      'The image must be a file of type: jpg, svg, jpeg, png, bmp, gif.',
    );
  });

  it('looks at a chosen file’s name and size only, before sending it', () => {
    expect(productImageFileProblem({ name: 'Kitchen.JPEG', size: 2 * MB })).toBeNull();
    expect(productImageFileProblem({ name: 'notes.txt', size: 10 })).toBe(PRODUCT_IMAGE_MESSAGES.type);
    expect(productImageFileProblem({ name: '../x', size: 10 })).toBe(PRODUCT_IMAGE_MESSAGES.type);
    expect(productImageFileProblem({ name: 'photo.png', size: 0 })).toBe(PRODUCT_IMAGE_MESSAGES.empty);
    expect(productImageFileProblem({ name: 'photo.png', size: 10 * MB + 1 })).toBe(
      PRODUCT_IMAGE_MESSAGES.tooLarge,
    );
    expect(hasImageExtension('.png')).toBe(false);
    expect(IMAGE_ACCEPT.split(',')).toContain('.bmp');
  });

  it('names the stored picture and its thumbnail by hash, and reads those names back', () => {
    const hash = 'ab'.repeat(32);
    expect(PRODUCT_IMAGE_FILE.exec(productImageUrl(hash).split('/').pop()!)?.slice(1)).toEqual([
      hash,
      undefined,
    ]);
    expect(PRODUCT_IMAGE_FILE.exec(productThumbUrl(hash).split('/').pop()!)?.slice(1)).toEqual([
      hash,
      '.thumb',
    ]);
    expect(PRODUCT_IMAGE_FILE.test(`${hash}.svg`)).toBe(false);
    expect(PRODUCT_IMAGE_FILE.test(`${'AB'.repeat(32)}.webp`)).toBe(false);
  });

  it('says how many of the files sent were saved', () => {
    expect(savedMessage(1, 1)).toBe('The image is saved.');
    expect(savedMessage(3, 3)).toBe('3 images are saved.');
    expect(savedMessage(1, 3)).toBe('1 of 3 images saved; the others are refused.');
  });
});

describe('galleryThumbUrl', () => {
  it('points an upload at its own thumbnail file and a generated swatch at its small drawing', () => {
    const sha = 'a'.repeat(64);
    expect(galleryThumbUrl(`/media/products/${sha}.webp`)).toBe(`/media/products/${sha}.thumb.webp`);
    expect(galleryThumbUrl('/media/products/p7x2k9q4.svg')).toBe('/media/products/p7x2k9q4.svg?size=thumb');
    expect(galleryThumbUrl('/media/products/p7x2k9q4.svg?view=1')).toBe(
      '/media/products/p7x2k9q4.svg?view=1&size=thumb',
    );
  });
});
