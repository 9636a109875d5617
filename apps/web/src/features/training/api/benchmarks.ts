import type { Benchmark, BenchmarkHistory, BenchmarkInput, PrEntry } from '@boxbook/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { benchmarkKeys, scoreKeys } from '../../../lib/query-keys';

/** The library changes rarely: a trainer's edit refreshes it. */
export const useBenchmarks = () =>
  useQuery({
    queryKey: benchmarkKeys.all,
    queryFn: () => api<Benchmark[]>('/api/benchmarks'),
    staleTime: 5 * 60_000,
  });

export const useBenchmarkHistory = (benchmarkId: number, userId: number) =>
  useQuery({
    queryKey: scoreKeys.benchmark(benchmarkId, userId),
    queryFn: () => api<BenchmarkHistory>(`/api/benchmarks/${benchmarkId}/history?user=${userId}`),
  });

export const useMyRecords = (userId: number) =>
  useQuery({
    queryKey: scoreKeys.records(userId),
    queryFn: () => api<PrEntry[]>(`/api/benchmarks/records?user=${userId}`),
  });

export const useBoxRecords = () =>
  useQuery({ queryKey: scoreKeys.boxRecords, queryFn: () => api<PrEntry[]>('/api/benchmarks/records/box') });

function useLibraryMutation<T, V>(mutationFn: (vars: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: benchmarkKeys.all }),
  });
}

export const useSaveBenchmark = () =>
  useLibraryMutation(({ id, ...body }: BenchmarkInput & { id?: number | undefined }) =>
    id
      ? api<Benchmark>(`/api/benchmarks/${id}`, { method: 'PUT', body })
      : api<Benchmark>('/api/benchmarks', { body }),
  );

export const useDeleteBenchmark = () =>
  useLibraryMutation((id: number) => api<null>(`/api/benchmarks/${id}`, { method: 'DELETE' }));
