/** A product image is a name under /img/products unless it is already a full URL. */
export function productImageUrl(image: string): string {
  if (/^https?:\/\//i.test(image) || image.startsWith('/')) return image;
  return `/img/products/${image}.webp`;
}
