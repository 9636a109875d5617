import { type Product, productImageUrl } from '@boxbook/domain';
import { useTranslation } from 'react-i18next';
import { useContentText } from '../../../lib/content-text';
import { formatPrice } from '../../../lib/format';

export function ProductCard({ product }: { product: Product }) {
  const { i18n } = useTranslation();
  const text = useContentText();
  return (
    <article className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-gray-200">
      {product.image ? (
        <img
          src={productImageUrl(product.image)}
          alt=""
          width={600}
          height={600}
          loading="lazy"
          className="aspect-square w-full bg-gray-100 object-cover"
        />
      ) : (
        // A product saved before its picture: a plain tile keeps the grid even.
        <div aria-hidden="true" className="aspect-square w-full bg-gray-100" />
      )}
      <div className="p-4">
        <h2 className="font-semibold text-ink">{text.name(product)}</h2>
        {text.description(product) && (
          <p className="mt-1 text-sm text-gray-600">{text.description(product)}</p>
        )}
        <p className="mt-1 text-lg font-bold text-brand-700">
          {formatPrice(product.price, i18n.resolvedLanguage)}
        </p>
      </div>
    </article>
  );
}
