import {
  attendanceReportSchema,
  churnReportSchema,
  planReportSchema,
  reportRangeSchema,
  revenueReportSchema,
} from '@boxbook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refusals } from '../../infra/http/refusals';
import { gymToday } from '../../lib/clock';
import { findAttendanceReport } from './find-attendance-report';
import { findChurnReport } from './find-churn-report';
import { findPlanReport } from './find-plan-report';
import { findRevenueReport } from './find-revenue-report';
import { sendCsv } from './report-csv';

const ADMIN = { roles: ['ADMIN' as const] };
const csv = z.string().describe('text/csv, UTF-8, with a header row');
/** A range longer than REPORT_MAX_DAYS, or ending before it starts, is a `validation` refusal. */
const ranged = refusals('validation', 'forbidden');
const whole = refusals('forbidden');

/**
 * `/api/reports/...`: the admin's numbers of the box, as JSON for the screen and as a CSV file
 * (`.../csv`) with the same rows. Dates are the box's own (GYM_TIMEZONE).
 */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['reports'];
  const timeZone = app.env.GYM_TIMEZONE;

  app.get(
    '/attendance',
    {
      config: ADMIN,
      schema: { tags, querystring: reportRangeSchema, response: { 200: attendanceReportSchema, ...ranged } },
    },
    (request) => findAttendanceReport(app.db, { range: request.query, now: app.clock.now(), timeZone }),
  );
  app.get(
    '/attendance/csv',
    { config: ADMIN, schema: { tags, querystring: reportRangeSchema, response: { 200: csv, ...ranged } } },
    async (request, reply) => {
      const range = request.query;
      const report = await findAttendanceReport(app.db, { range, now: app.clock.now(), timeZone });
      const row = (
        by: string,
        key: string,
        r: (typeof report.weeks)[number] | (typeof report.times)[number],
      ) => [by, key, r.classes, r.booked, r.attended, r.noShows];
      return sendCsv(reply, {
        name: `attendance-${range.from}-${range.to}`,
        columns: ['by', 'period', 'classes', 'booked', 'attended', 'no_shows'],
        rows: [
          ...report.weeks.map((w) => row('week', w.week, w)),
          ...report.times.map((t) => row('time', t.time, t)),
        ],
      });
    },
  );

  app.get('/plans', { config: ADMIN, schema: { tags, response: { 200: planReportSchema, ...whole } } }, () =>
    findPlanReport(app.db),
  );
  app.get(
    '/plans/csv',
    { config: ADMIN, schema: { tags, response: { 200: csv, ...whole } } },
    async (_request, reply) => {
      const report = await findPlanReport(app.db);
      return sendCsv(reply, {
        name: `active-members-${gymToday(app.clock, timeZone)}`,
        columns: ['plan', 'name_ca', 'name_es', 'active_members'],
        rows: report.plans.map((p) => [p.key, p.nameCa, p.nameEs, p.members]),
      });
    },
  );

  app.get(
    '/revenue',
    {
      config: ADMIN,
      schema: { tags, querystring: reportRangeSchema, response: { 200: revenueReportSchema, ...ranged } },
    },
    (request) => findRevenueReport(app.db, { range: request.query, timeZone }),
  );
  app.get(
    '/revenue/csv',
    { config: ADMIN, schema: { tags, querystring: reportRangeSchema, response: { 200: csv, ...ranged } } },
    async (request, reply) => {
      const range = request.query;
      const report = await findRevenueReport(app.db, { range, timeZone });
      const euros = (n: number) => n.toFixed(2);
      return sendCsv(reply, {
        name: `revenue-${range.from}-${range.to}`,
        columns: ['month', 'receipts_eur', 'receipts', 'remittances_eur', 'debits', 'total_eur'],
        rows: report.months.map((m) => [
          m.month,
          euros(m.receipts),
          m.receiptCount,
          euros(m.remittances),
          m.debitCount,
          euros(m.total),
        ]),
      });
    },
  );

  app.get('/churn', { config: ADMIN, schema: { tags, response: { 200: churnReportSchema, ...whole } } }, () =>
    findChurnReport(app.db, { today: gymToday(app.clock, timeZone) }),
  );
  app.get(
    '/churn/csv',
    { config: ADMIN, schema: { tags, response: { 200: csv, ...whole } } },
    async (_request, reply) => {
      const today = gymToday(app.clock, timeZone);
      const report = await findChurnReport(app.db, { today });
      return sendCsv(reply, {
        name: `churn-risk-${today}`,
        columns: ['id', 'name', 'surname', 'last_class', 'days'],
        rows: report.members.map((m) => [m.id, m.name, m.surname, m.lastClass, m.days]),
      });
    },
  );
};
