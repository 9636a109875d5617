/**
 * The whole database schema. Migrations in ../../../drizzle are generated from this file
 * (`npm run db:generate -w @boxbook/server`); never edit an applied migration.
 * Checks and unique constraints keep bad rows out even when code forgets.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  time,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const money = (name: string) => numeric(name, { precision: 10, scale: 2, mode: 'number' });

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

export const activities = pgTable(
  'activities',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    image: text('image').notNull(),
    icon: text('icon').notNull(),
    color: text('color').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    singleBook: boolean('single_book').notNull().default(false),
    creditType: text('credit_type', { enum: ['ACTIVITY', 'OPEN'] }).notNull(),
  },
  (t) => [check('activities_credit_type', sql`${t.creditType} in ('ACTIVITY', 'OPEN')`)],
);

export const plans = pgTable(
  'plans',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull().unique(),
    name: text('name').notNull(),
    activityCredits: smallint('activity_credits').notNull(),
    openCredits: smallint('open_credits').notNull(),
    price: money('price').notNull(),
  },
  (t) => [
    check('plans_credits', sql`${t.activityCredits} between 0 and 99 and ${t.openCredits} between 0 and 99`),
    check('plans_price', sql`${t.price} > 0`),
  ],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    image: text('image').notNull(),
    price: money('price').notNull(),
  },
  (t) => [check('products_price', sql`${t.price} > 0`)],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    cin: text('cin').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    status: text('status', { enum: ['INACTIVE', 'ACTIVE', 'MAINTENANCE'] })
      .notNull()
      .default('ACTIVE'),
    discount: money('discount').notNull().default(0),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    image: text('image'),
    observations: text('observations').notNull().default(''),
    pro: boolean('pro').notNull().default(false),
    roles: text('roles').array().notNull().default(sql`'{USER}'::text[]`),
    birth: date('birth'),
    sex: text('sex', { enum: ['MASCULINE', 'FEMININE'] }),
    planId: integer('plan_id').references(() => plans.id),
    /** Bought credits; they change only together with a credit_ledger row. */
    balanceActivity: integer('balance_activity').notNull().default(0),
    balanceOpen: integer('balance_open').notNull().default(0),
    paymentCustomerId: text('payment_customer_id'),
    createdAt: createdAt(),
  },
  (t) => [
    check('users_status', sql`${t.status} in ('INACTIVE', 'ACTIVE', 'MAINTENANCE')`),
    check('users_sex', sql`${t.sex} is null or ${t.sex} in ('MASCULINE', 'FEMININE')`),
    check('users_cin_upper', sql`${t.cin} = upper(${t.cin}) and ${t.cin} !~ '\\s'`),
    check('users_balance', sql`${t.balanceActivity} >= 0 and ${t.balanceOpen} >= 0`),
    check('users_discount', sql`${t.discount} between 0 and 100`),
    check('users_roles', sql`${t.roles} <@ array['USER','ADMIN','TRAINER','TESTER']::text[]`),
  ],
);

/** A plan change or leave asked for now and applied on `effective_on` (the 1st of a month). */
export const planChanges = pgTable(
  'plan_changes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toPlanId: integer('to_plan_id').references(() => plans.id),
    toPro: boolean('to_pro').notNull().default(false),
    effectiveOn: date('effective_on').notNull(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('plan_changes_pending').on(t.effectiveOn).where(sql`${t.appliedAt} is null`)],
);

export const classTemplates = pgTable(
  'class_templates',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id),
    day: smallint('day').notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    maxPeople: integer('max_people').notNull().default(12),
  },
  (t) => [
    check('class_templates_day', sql`${t.day} between 0 and 6`),
    check('class_templates_times', sql`${t.endTime} > ${t.startTime}`),
    check('class_templates_size', sql`${t.maxPeople} > 0`),
  ],
);

export const classes = pgTable(
  'classes',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id),
    templateId: integer('template_id').references(() => classTemplates.id, { onDelete: 'set null' }),
    /** The gym-local date of the class; starts_at/ends_at are the instants. */
    date: date('date').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    maxPeople: integer('max_people').notNull(),
    show: boolean('show').notNull().default(true),
    free: boolean('free').notNull().default(false),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    unique('classes_template_date').on(t.templateId, t.date),
    index('classes_date').on(t.date),
    check('classes_times', sql`${t.endsAt} > ${t.startsAt}`),
    check('classes_size', sql`${t.maxPeople} > 0`),
  ],
);

export const classUsers = pgTable(
  'class_users',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['IN', 'WAIT'] }).notNull(),
    validated: boolean('validated').notNull().default(false),
    /** Where the credit of an IN entry came from, so a refund returns it there. */
    creditSource: text('credit_source', { enum: ['PLAN', 'BALANCE', 'NONE'] }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('class_users_once').on(t.classId, t.userId),
    index('class_users_user').on(t.userId),
    check('class_users_status', sql`${t.status} in ('IN', 'WAIT')`),
    check('class_users_validated_in', sql`not ${t.validated} or ${t.status} = 'IN'`),
  ],
);

/**
 * A place given up inside the cancellation window (DESIGN.md 3): its credit is lost. A lost PLAN
 * credit keeps counting against the allowance of the class's week (`date` is the class's date), so
 * leaving late cannot be used to win a session back. A BALANCE one is kept as a record, so that
 * cancelling the class later (a day off) can still give it back.
 */
export const lateCancellations = pgTable(
  'late_cancellations',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['ACTIVITY', 'OPEN'] }).notNull(),
    creditSource: text('credit_source', { enum: ['PLAN', 'BALANCE'] }).notNull(),
    date: date('date').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('late_cancellations_user_date').on(t.userId, t.date),
    index('late_cancellations_class').on(t.classId),
    check('late_cancellations_kind', sql`${t.kind} in ('ACTIVITY', 'OPEN')`),
    check('late_cancellations_source', sql`${t.creditSource} in ('PLAN', 'BALANCE')`),
  ],
);

export const daysOff = pgTable(
  'days_off',
  {
    id: serial('id').primaryKey(),
    when: date('when').notNull(),
    frequency: text('frequency', { enum: ['ONCE', 'RECURRENT'] }).notNull(),
    skip: boolean('skip').notNull().default(false),
    done: boolean('done').notNull().default(false),
  },
  (t) => [
    unique('days_off_when').on(t.when, t.frequency),
    check('days_off_frequency', sql`${t.frequency} in ('ONCE', 'RECURRENT')`),
  ],
);

export const movements = pgTable(
  'movements',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    abbreviation: text('abbreviation').notNull(),
    unit: text('unit', { enum: ['kg', 'lb', 'reps'] }).notNull(),
    hasRm: boolean('has_rm').notNull().default(false),
  },
  (t) => [check('movements_unit', sql`${t.unit} in ('kg', 'lb', 'reps')`)],
);

export const movementRecords = pgTable(
  'movement_records',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    movementId: integer('movement_id')
      .notNull()
      .references(() => movements.id, { onDelete: 'cascade' }),
    when: date('when').notNull(),
    value: numeric('value', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    rm: boolean('rm').notNull().default(false),
  },
  (t) => [
    unique('movement_records_day').on(t.userId, t.movementId, t.when),
    check('movement_records_value', sql`${t.value} > 0`),
  ],
);

export const wods = pgTable('wods', {
  id: serial('id').primaryKey(),
  when: date('when').notNull().unique(),
  wbs: jsonb('wbs').notNull(),
});

export const recoveries = pgTable(
  'recoveries',
  {
    id: serial('id').primaryKey(),
    year: smallint('year').notNull(),
    week: smallint('week').notNull(),
    when: date('when').notNull(),
    wbs: jsonb('wbs').notNull(),
  },
  (t) => [
    unique('recoveries_week').on(t.year, t.week),
    check('recoveries_week_range', sql`${t.week} between 1 and 53`),
  ],
);

export const cards = pgTable(
  'cards',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: smallint('exp_month').notNull(),
    expYear: smallint('exp_year').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('cards_one_default').on(t.userId).where(sql`${t.isDefault}`),
    check('cards_last4', sql`${t.last4} ~ '^[0-9]{4}$'`),
  ],
);

export const receipts = pgTable(
  'receipts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    amount: money('amount').notNull(),
    purpose: text('purpose', { enum: ['CREDIT_ACTIVITY', 'CREDIT_OPEN', 'PLAN', 'PLAN_RENEWAL'] }).notNull(),
    provider: text('provider').notNull(),
    providerReference: text('provider_reference').notNull(),
    status: text('status', { enum: ['PENDING', 'SUCCEEDED', 'FAILED'] }).notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [check('receipts_amount', sql`${t.amount} > 0`)],
);

export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['ACTIVITY', 'OPEN'] }).notNull(),
    delta: integer('delta').notNull(),
    reason: text('reason', { enum: ['PURCHASE', 'ADJUSTMENT', 'BOOKING', 'REFUND', 'DEMO'] }).notNull(),
    receiptId: uuid('receipt_id')
      .references(() => receipts.id)
      .unique(),
    classUserId: integer('class_user_id'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('credit_ledger_user').on(t.userId), check('credit_ledger_delta', sql`${t.delta} <> 0`)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    familyExpiresAt: timestamp('family_expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_family').on(t.familyId)],
);

export const passwordResetTokens = pgTable('password_reset_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Attempts counted for rate limits; shared by every server process through the database. */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: serial('id').primaryKey(),
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rate_limit_hits_lookup').on(t.bucket, t.key, t.at)],
);

export const pushSubscriptions = pgTable('push_subscriptions', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  endpoint: text('endpoint').notNull().unique(),
  p256dh: text('p256dh').notNull(),
  auth: text('auth').notNull(),
  createdAt: createdAt(),
});

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    status: text('status', { enum: ['PENDING', 'SENT', 'FAILED'] })
      .notNull()
      .default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_pending').on(t.createdAt).where(sql`${t.status} = 'PENDING'`)],
);

export const sepaMandates = pgTable(
  'sepa_mandates',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    holder: text('holder').notNull(),
    iban: text('iban').notNull(),
    reference: text('reference').notNull().unique(),
    signedOn: date('signed_on').notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sepa_mandates_one_active').on(t.userId).where(sql`${t.revokedAt} is null`),
    check('sepa_mandates_iban', sql`${t.iban} ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$'`),
  ],
);
