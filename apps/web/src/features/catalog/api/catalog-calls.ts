import type {
  Activity,
  ActivityCreate,
  ActivityUpdate,
  Movement,
  MovementInput,
  Plan,
  PlanCreate,
  PlanUpdate,
  Product,
  ProductCreate,
  ProductUpdate,
} from '@boxbook/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type CatalogKind, catalogKeys } from '../../../lib/query-keys';

export type { CatalogKind };

export const catalogQueryOptions = {
  activities: () =>
    queryOptions({
      queryKey: catalogKeys.catalog('activities'),
      queryFn: () => api<Activity[]>('/api/activities'),
    }),
  plans: () =>
    queryOptions({ queryKey: catalogKeys.catalog('plans'), queryFn: () => api<Plan[]>('/api/plans/all') }),
  products: () =>
    queryOptions({
      queryKey: catalogKeys.catalog('products'),
      queryFn: () => api<Product[]>('/api/products/all'),
    }),
  movements: () =>
    queryOptions({
      queryKey: catalogKeys.catalog('movements'),
      queryFn: () => api<Movement[]>('/api/movements?all=true'),
    }),
};

export const useCatalogActivities = () => useQuery(catalogQueryOptions.activities());
export const useCatalogPlans = () => useQuery(catalogQueryOptions.plans());
export const useCatalogProducts = () => useQuery(catalogQueryOptions.products());
export const useCatalogMovements = () => useQuery(catalogQueryOptions.movements());

/**
 * A saved item refreshes every list of its kind: the admin's and the members' (the shop, the
 * rates page, the timetable), which share the first part of their query key.
 */
function useSave<Input, Output>(kind: CatalogKind, call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.list(kind) }),
  });
}

/** `id` present: an edit (PUT); absent: a new item (POST). */
type Save<Create, Update> = { id: number; body: Update } | { id?: undefined; body: Create };

const save = <Output>(url: string, { id, body }: { id?: number | undefined; body: unknown }) =>
  api<Output>(id === undefined ? url : `${url}/${id}`, { method: id === undefined ? 'POST' : 'PUT', body });

export const useSaveActivity = () =>
  useSave('activities', (input: Save<ActivityCreate, ActivityUpdate>) =>
    save<Activity>('/api/activities', input),
  );
export const useSavePlan = () =>
  useSave('plans', (input: Save<PlanCreate, PlanUpdate>) => save<Plan>('/api/plans', input));
export const useSaveProduct = () =>
  useSave('products', (input: Save<ProductCreate, ProductUpdate>) => save<Product>('/api/products', input));
export const useSaveMovement = () =>
  useSave('movements', (input: Save<MovementInput, MovementInput>) =>
    save<Movement>('/api/movements', input),
  );

/** A picture as a data URL; the server re-encodes it as WebP. */
export const useUploadCatalogImage = (kind: 'activities' | 'products') =>
  useSave(kind, ({ id, fileSource }: { id: number; fileSource: string }) =>
    api<Activity | Product>(`/api/${kind}/${id}/img`, { method: 'POST', body: { fileSource } }),
  );
