import type { BoxLegal } from '@boxbook/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { appKeys } from '../../../lib/query-keys';

/** Who runs the box, for its legal pages: the server's environment, fixed while it runs. */
export const useBoxLegal = () =>
  useQuery({ queryKey: appKeys.legal, queryFn: () => api<BoxLegal>('/api/app/legal'), staleTime: Infinity });
