import { expect, it } from 'vitest';
import { productImageUrl } from './product-image';

it.each([
  ['tshirt', '/img/products/tshirt.webp'],
  ['https://cdn.example.com/a.png', 'https://cdn.example.com/a.png'],
  ['HTTP://cdn.example.com/a.png', 'HTTP://cdn.example.com/a.png'],
  ['/uploads/products/7.webp', '/uploads/products/7.webp'],
])('%s → %s', (image, url) => {
  expect(productImageUrl(image)).toBe(url);
});
