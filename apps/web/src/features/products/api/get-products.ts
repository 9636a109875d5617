import type { Product } from '@boxbook/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { catalogKeys } from '../../../lib/query-keys';

export const getProducts = () => api<Product[]>('/api/products');

export const getProductsQueryOptions = () =>
  queryOptions({ queryKey: catalogKeys.list('products'), queryFn: getProducts });

export const useProducts = () => useQuery(getProductsQueryOptions());
