import { useTranslation } from 'react-i18next';
import { Page, PageTitle } from '../components/ui/page-title';
import { QueryState } from '../components/ui/query-state';
import { useProducts } from '../features/products/api/get-products';
import { ProductCard } from '../features/products/components/product-card';

export function ShopPage() {
  const { t } = useTranslation();
  const products = useProducts();
  return (
    <Page>
      <PageTitle subtitle={t('shop.subtitle')}>{t('shop.our_products')}</PageTitle>
      {/* The list's room is kept from the first paint, so the footer never jumps when it arrives. */}
      <div className="min-h-[70svh]">
        <QueryState query={products} isEmpty={(list) => list.length === 0} emptyText={t('shop.empty')}>
          {(list) => (
            <ul className="grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:grid-cols-4">
              {list.map((product) => (
                <li key={product.id}>
                  <ProductCard product={product} />
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </div>
    </Page>
  );
}
