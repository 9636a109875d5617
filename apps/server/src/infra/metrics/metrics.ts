import { Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The app's Prometheus metrics (docs/backups.md, Metrics), one registry per app instance so tests
 * that build several apps never share counters. Counters are moved where their event happens;
 * the gauges that need the database (outbox depth, last backup) are read when scraped.
 */
export interface Metrics {
  registry: Registry;
  httpRequests: Counter<'method' | 'route' | 'status'>;
  httpDuration: Histogram<'method' | 'route'>;
  /** A booking asked for: `in`, `wait` (the waiting list) or `refused` with the refusal's code. */
  bookings: Counter<'outcome' | 'reason'>;
  /**
   * Each booking transaction's size (class-queue.ts batches them): `bookings` in it, and `classes`
   * it held. Mostly ones under a rush means the queue is not batching.
   */
  bookingBatches: Histogram<'of'>;
  /**
   * Booking transactions run again with each booking in a savepoint (run-booking.ts): `refused`,
   * a booking the rules refused; `fault`, anything else (a held write that did not happen as the
   * batch's memory said, a database error), which should stay near zero.
   */
  bookingReruns: Counter<'cause'>;
  payments: Counter<'outcome'>;
  renewals: Counter<'outcome'>;
  jobRuns: Counter<'job' | 'outcome'>;
  outboxDepth: Gauge<'outbox'>;
  poolConnections: Gauge<'state'>;
  lastBackupAge: Gauge;
}

/** Latency buckets (seconds) around what the box's API answers in: 1 ms to 5 s. */
const LATENCY_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

export function createMetrics(): Metrics {
  const registry = new Registry();
  const registers = [registry];
  return {
    registry,
    httpRequests: new Counter({
      name: 'boxbook_http_requests_total',
      help: 'HTTP requests answered, by route pattern and status',
      labelNames: ['method', 'route', 'status'],
      registers,
    }),
    httpDuration: new Histogram({
      name: 'boxbook_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by route pattern',
      labelNames: ['method', 'route'],
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    bookings: new Counter({
      name: 'boxbook_bookings_total',
      help: 'Bookings asked for: a place (in), the waiting list (wait), or refused (reason: the code)',
      labelNames: ['outcome', 'reason'],
      registers,
    }),
    bookingBatches: new Histogram({
      name: 'boxbook_booking_batch_size',
      help: 'Bookings (of: bookings) and classes (of: classes) in each booking transaction',
      labelNames: ['of'],
      buckets: [1, 2, 4, 8, 16, 32, 48],
      registers,
    }),
    bookingReruns: new Counter({
      name: 'boxbook_booking_batch_reruns_total',
      help: 'Booking transactions run again in savepoints, by cause: a booking refused, or a fault',
      labelNames: ['cause'],
      registers,
    }),
    payments: new Counter({
      name: 'boxbook_payments_total',
      help: 'Card payments, by outcome',
      labelNames: ['outcome'],
      registers,
    }),
    renewals: new Counter({
      name: 'boxbook_renewals_total',
      help: 'Monthly plan renewals, by outcome',
      labelNames: ['outcome'],
      registers,
    }),
    jobRuns: new Counter({
      name: 'boxbook_job_runs_total',
      help: 'Runs of the background jobs, by job and outcome',
      labelNames: ['job', 'outcome'],
      registers,
    }),
    outboxDepth: new Gauge({
      name: 'boxbook_outbox_pending',
      help: 'Mail and pushes waiting to be sent',
      labelNames: ['outbox'],
      registers,
    }),
    poolConnections: new Gauge({
      name: 'boxbook_db_pool_connections',
      help: "This process's database connections: total, idle, and requests waiting for one",
      labelNames: ['state'],
      registers,
    }),
    lastBackupAge: new Gauge({
      name: 'boxbook_last_backup_age_seconds',
      help: 'Age of the latest good backup; -1 when there is none',
      registers,
    }),
  };
}
