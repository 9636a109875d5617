import { z } from 'zod';
import { daysBetween } from '../rules/calendar-days';
import { isoDateSchema } from './common';

/** The longest range a report reads at once: a bit over a year, enough to compare two Januaries. */
export const REPORT_MAX_DAYS = 400;
/** A member with no booking in this many days is at risk of leaving. */
export const CHURN_DAYS = 14;

/** `?from=YYYY-MM-DD&to=YYYY-MM-DD`, both gym-local days, both included. */
export const reportRangeSchema = z
  .object({ from: isoDateSchema, to: isoDateSchema })
  .refine((r) => r.from <= r.to, { message: 'range_reversed', path: ['to'] })
  .refine((r) => daysBetween(r.from, r.to) < REPORT_MAX_DAYS, { message: 'range_too_long', path: ['to'] });
export type ReportRange = z.infer<typeof reportRangeSchema>;

/** Places of held (not cancelled) classes: booked IN, validated, and IN never validated once ended. */
const attendanceCountsSchema = z.object({
  classes: z.number().int(),
  booked: z.number().int(),
  attended: z.number().int(),
  noShows: z.number().int(),
});
export const attendanceWeekSchema = attendanceCountsSchema.extend({ week: z.iso.date() });
export const attendanceTimeSchema = attendanceCountsSchema.extend({ time: z.string() });
export const attendanceReportSchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  /** Monday of each week touching the range, none left out. */
  weeks: z.array(attendanceWeekSchema),
  /** Each gym-local start time (HH:MM) with classes in the range. */
  times: z.array(attendanceTimeSchema),
});
export type AttendanceReport = z.infer<typeof attendanceReportSchema>;

export const planMembersSchema = z.object({
  planId: z.number().int(),
  key: z.string(),
  nameCa: z.string(),
  nameEs: z.string(),
  members: z.number().int(),
});
export const planReportSchema = z.object({ plans: z.array(planMembersSchema), total: z.number().int() });
export type PlanReport = z.infer<typeof planReportSchema>;

export const revenueMonthSchema = z.object({
  month: z.string(),
  receipts: z.number(),
  receiptCount: z.number().int(),
  remittances: z.number(),
  debitCount: z.number().int(),
  total: z.number(),
});
export const revenueReportSchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  months: z.array(revenueMonthSchema),
  total: z.number(),
});
export type RevenueReport = z.infer<typeof revenueReportSchema>;

export const churnMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  surname: z.string(),
  planId: z.number().int().nullable(),
  /** The last class they were IN, or null if never. */
  lastClass: z.iso.date().nullable(),
  days: z.number().int().nullable(),
  /** A dependent's guardian, whom the box calls (docs/product.md, Households); null for anyone else. */
  guardian: z.string().nullable(),
});
export const churnReportSchema = z.object({
  today: z.iso.date(),
  since: z.iso.date(),
  members: z.array(churnMemberSchema),
});
export type ChurnReport = z.infer<typeof churnReportSchema>;
