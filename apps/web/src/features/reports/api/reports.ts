import type { AttendanceReport, ChurnReport, PlanReport, ReportRange, RevenueReport } from '@boxbook/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, apiFile } from '../../../lib/api-client';
import { reportKeys } from '../../../lib/query-keys';

const rangeQuery = ({ from, to }: ReportRange) => `from=${from}&to=${to}`;

export const attendanceQueryOptions = (range: ReportRange) =>
  queryOptions({
    queryKey: reportKeys.attendance(range),
    queryFn: () => api<AttendanceReport>(`/api/reports/attendance?${rangeQuery(range)}`),
    placeholderData: keepPreviousData,
  });

export const revenueQueryOptions = (range: ReportRange) =>
  queryOptions({
    queryKey: reportKeys.revenue(range),
    queryFn: () => api<RevenueReport>(`/api/reports/revenue?${rangeQuery(range)}`),
    placeholderData: keepPreviousData,
  });

export const useAttendanceReport = (range: ReportRange) => useQuery(attendanceQueryOptions(range));
export const useRevenueReport = (range: ReportRange) => useQuery(revenueQueryOptions(range));
export const usePlanReport = () =>
  useQuery({ queryKey: reportKeys.plans, queryFn: () => api<PlanReport>('/api/reports/plans') });
export const useChurnReport = () =>
  useQuery({ queryKey: reportKeys.churn, queryFn: () => api<ChurnReport>('/api/reports/churn') });

export type ReportName = 'attendance' | 'plans' | 'revenue' | 'churn';

/** Saves a report's CSV through the browser; the range applies to the reports that take one. */
export async function downloadReportCsv(report: ReportName, range: ReportRange, fileName: string) {
  const ranged = report === 'attendance' || report === 'revenue';
  const blob = await apiFile(`/api/reports/${report}/csv${ranged ? `?${rangeQuery(range)}` : ''}`);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: the browser has taken the file by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
