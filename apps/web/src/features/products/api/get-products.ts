import type { Product } from '@boxbook/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const getProducts = () => api<Product[]>('/api/products');

export const getProductsQueryOptions = () => queryOptions({ queryKey: ['products'], queryFn: getProducts });

export const useProducts = () => useQuery(getProductsQueryOptions());
