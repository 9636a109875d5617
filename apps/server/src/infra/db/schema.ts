/**
 * The whole database schema. Migrations in ../../../drizzle are generated from this file
 * (`npm run db:generate -w @boxbook/server`); never edit an applied migration.
 * Checks and unique constraints keep bad rows out even when code forgets.
 */
import {
  AEAT_INVOICE_TYPES,
  aeatStatusSchema,
  auditActionSchema,
  backupKindSchema,
  backupRunStatusSchema,
  benchmarkCategorySchema,
  benchmarkScoreSchema,
  chatSenderSchema,
  checkinMethodSchema,
  classCancelReasonSchema,
  classUserStatusSchema,
  creditSourceSchema,
  creditTypeSchema,
  DEFAULT_CLASS_SIZE,
  type DrawResult,
  dayOffFrequencySchema,
  divisionSchema,
  invoiceKindSchema,
  LANGUAGES,
  ledgerReasonSchema,
  lostCreditSourceSchema,
  membershipRequestKindSchema,
  movementUnitSchema,
  type OpenResult,
  openAgeGroupSchema,
  openLevelSchema,
  openScoreStatusSchema,
  openWorkoutKindSchema,
  PAYMENT_METHODS,
  type PushParams,
  pain008VersionSchema,
  pushKindSchema,
  receiptPurposeSchema,
  receiptStatusSchema,
  refundStatusSchema,
  renewalMethodSchema,
  renewalStatusSchema,
  returnFileKindSchema,
  roleSchema,
  SCORE_COMMENT_MAX,
  type SistemaInformatico,
  scoreKindSchema,
  sepaReturnStatusSchema,
  sequenceTypeSchema,
  sexSchema,
  standingOutcomeSchema,
  userStatusSchema,
  visitKindSchema,
} from '@boxbook/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
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

/** Drizzle wants an enum's values as a tuple; the domain's zod enum is the one list of them. */
const valuesOf = <T extends string>(schema: { options: readonly T[] }) =>
  schema.options as unknown as readonly [T, ...T[]];

/**
 * `column in ('A', 'B')` from the column's own list of values, so a check never drifts from the
 * type. The migrations write these checks out; test/schema-checks.test.ts fails when a list here
 * gains a value no migration has added yet.
 */
const isOneOf = (column: AnyPgColumn, values: readonly string[]) =>
  sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`;

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

export const activities = pgTable(
  'activities',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull().unique(),
    nameCa: text('name_ca').notNull(),
    nameEs: text('name_es').notNull(),
    descriptionCa: text('description_ca').notNull().default(''),
    descriptionEs: text('description_es').notNull().default(''),
    /** The one-language texts older clients read: the Spanish ones, never stored twice. */
    name: text('name').notNull().generatedAlwaysAs(sql`name_es`),
    description: text('description').notNull().generatedAlwaysAs(sql`description_es`),
    image: text('image').notNull(),
    icon: text('icon').notNull(),
    color: text('color').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    singleBook: boolean('single_book').notNull().default(false),
    creditType: text('credit_type', { enum: valuesOf(creditTypeSchema) }).notNull(),
  },
  (t) => [check('activities_credit_type', isOneOf(t.creditType, creditTypeSchema.options))],
);

export const plans = pgTable(
  'plans',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull().unique(),
    nameCa: text('name_ca').notNull(),
    nameEs: text('name_es').notNull(),
    /** The Spanish name, for clients that read one text. */
    name: text('name').notNull().generatedAlwaysAs(sql`name_es`),
    activityCredits: smallint('activity_credits').notNull(),
    openCredits: smallint('open_credits').notNull(),
    price: money('price').notNull(),
    /** A disabled plan leaves the rates page and cannot be joined; members on it keep it (0012). */
    enabled: boolean('enabled').notNull().default(true),
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
    nameCa: text('name_ca').notNull(),
    nameEs: text('name_es').notNull(),
    descriptionCa: text('description_ca').notNull().default(''),
    descriptionEs: text('description_es').notNull().default(''),
    /** The Spanish texts, for clients that read one. */
    name: text('name').notNull().generatedAlwaysAs(sql`name_es`),
    description: text('description').notNull().generatedAlwaysAs(sql`description_es`),
    image: text('image').notNull(),
    price: money('price').notNull(),
    /** A disabled product leaves the shop; receipts that name it keep it (0012). */
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [check('products_price', sql`${t.price} > 0`)],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Empty only on a dependent without a login of their own (migration 0031, users_login_or_guardian). */
    cin: text('cin').unique(),
    passwordHash: text('password_hash'),
    status: text('status', { enum: valuesOf(userStatusSchema) })
      .notNull()
      .default('ACTIVE'),
    discount: money('discount').notNull().default(0),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    email: text('email'),
    phone: text('phone').notNull().default(''),
    image: text('image'),
    observations: text('observations').notNull().default(''),
    pro: boolean('pro').notNull().default(false),
    roles: text('roles').array().notNull().default(sql`'{USER}'::text[]`),
    birth: date('birth'),
    sex: text('sex', { enum: valuesOf(sexSchema) }),
    planId: integer('plan_id').references(() => plans.id),
    /**
     * The gym date the member last went from no plan to one (migration 0029): their first SEPA
     * debit pays from that day (docs/sepa.md, "The first debit"). Null for plans older than it.
     */
    planSince: date('plan_since'),
    /** Bought credits; they change only together with a credit_ledger row. */
    balanceActivity: integer('balance_activity').notNull().default(0),
    balanceOpen: integer('balance_open').notNull().default(0),
    paymentCustomerId: text('payment_customer_id'),
    /**
     * The language the member last used the app in: what their invoices, mails and pushes sent
     * without a request (a renewal, a webhook, a refund) are written in.
     */
    language: text('language', { enum: LANGUAGES }).notNull().default('es'),
    createdAt: createdAt(),
    /** Set when the account was anonymised on the member's request (migration 0011). */
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
    /** The member who books and pays for this one, a dependent of their household (migration 0031). */
    guardianId: integer('guardian_id').references((): AnyPgColumn => users.id),
    /** When the guardian consented for this minor (LOPDGDD art. 7). */
    guardianConsentAt: timestamp('guardian_consent_at', { withTimezone: true }),
    /** When the dependent turned 18 and became a member of their own; guardian_id stays as history. */
    householdLeftAt: timestamp('household_left_at', { withTimezone: true }),
  },
  (t) => [
    index('users_guardian_id').on(t.guardianId),
    check(
      'users_login_or_guardian',
      sql`(${t.cin} is not null and ${t.email} is not null and ${t.passwordHash} is not null) or ${t.guardianId} is not null`,
    ),
    check(
      'users_dependent_consent',
      sql`${t.guardianId} is null or (${t.guardianConsentAt} is not null and ${t.birth} is not null)`,
    ),
    check('users_not_own_guardian', sql`${t.guardianId} <> ${t.id}`),
    check('users_status', isOneOf(t.status, userStatusSchema.options)),
    check('users_sex', sql`${t.sex} is null or ${isOneOf(t.sex, sexSchema.options)}`),
    check('users_cin_upper', sql`${t.cin} = upper(${t.cin}) and ${t.cin} !~ '\\s'`),
    check('users_balance', sql`${t.balanceActivity} >= 0 and ${t.balanceOpen} >= 0`),
    check('users_discount', sql`${t.discount} between 0 and 100`),
    check(
      'users_roles',
      sql`${t.roles} <@ array[${sql.raw(roleSchema.options.map((role) => `'${role}'`).join(','))}]::text[]`,
    ),
    check('users_language', isOneOf(t.language, LANGUAGES)),
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
    /** CHANGE (to `to_plan_id`), LEAVE, PAUSE or RESUME (migration 0006). */
    kind: text('kind', { enum: valuesOf(membershipRequestKindSchema) })
      .notNull()
      .default('CHANGE'),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('plan_changes_pending').on(t.effectiveOn).where(sql`${t.appliedAt} is null`),
    uniqueIndex('plan_changes_one_pending').on(t.userId).where(sql`${t.appliedAt} is null`),
    check(
      'plan_changes_kind',
      sql`${isOneOf(t.kind, membershipRequestKindSchema.options)} and (${t.kind} = 'CHANGE') = (${t.toPlanId} is not null)`,
    ),
  ],
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
    maxPeople: integer('max_people').notNull().default(DEFAULT_CLASS_SIZE),
    /** The slot's coach (a trainer or admin); the classes made from it start with them. */
    coachId: integer('coach_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
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
    /** Set with cancelled_at: a day off brings back only the classes it cancelled itself. */
    cancelReason: text('cancel_reason', { enum: valuesOf(classCancelReasonSchema) }),
    /** Who coaches it: the template's coach when made, then changed per class by staff. */
    coachId: integer('coach_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    unique('classes_template_date').on(t.templateId, t.date),
    index('classes_date').on(t.date),
    index('classes_coach').on(t.coachId, t.date),
    check('classes_times', sql`${t.endsAt} > ${t.startsAt}`),
    check('classes_size', sql`${t.maxPeople} > 0`),
    check(
      'classes_cancel_reason',
      sql`(${t.cancelledAt} is null) = (${t.cancelReason} is null) and ${isOneOf(t.cancelReason, classCancelReasonSchema.options)}`,
    ),
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
    status: text('status', { enum: valuesOf(classUserStatusSchema) }).notNull(),
    validated: boolean('validated').notNull().default(false),
    /** Where the credit of an IN entry came from, so a refund returns it there. */
    creditSource: text('credit_source', { enum: valuesOf(creditSourceSchema) }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('class_users_once').on(t.classId, t.userId),
    index('class_users_user').on(t.userId),
    // Each list of a class in its order: places counted, the waiting list's head, the latest join.
    index('class_users_lists').on(t.classId, t.status, t.joinedAt, t.id),
    check('class_users_status', isOneOf(t.status, classUserStatusSchema.options)),
    check('class_users_validated_in', sql`not ${t.validated} or ${t.status} = 'IN'`),
  ],
);

/**
 * A place given up inside the cancellation window (see docs/product.md, Leaving and the
 * late-cancellation penalty): its credit is lost. A lost PLAN credit keeps counting against the
 * allowance of the class's week (`date` is the class's date), so leaving late cannot be used to win
 * a session back. A BALANCE one is kept as a record, so that cancelling the class later (a day off)
 * can still give it back.
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
    kind: text('kind', { enum: valuesOf(creditTypeSchema) }).notNull(),
    creditSource: text('credit_source', { enum: valuesOf(lostCreditSourceSchema) }).notNull(),
    date: date('date').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('late_cancellations_user_date').on(t.userId, t.date),
    index('late_cancellations_class').on(t.classId),
    check('late_cancellations_kind', isOneOf(t.kind, creditTypeSchema.options)),
    check('late_cancellations_source', isOneOf(t.creditSource, lostCreditSourceSchema.options)),
  ],
);

export const daysOff = pgTable(
  'days_off',
  {
    id: serial('id').primaryKey(),
    when: date('when').notNull(),
    frequency: text('frequency', { enum: valuesOf(dayOffFrequencySchema) }).notNull(),
    skip: boolean('skip').notNull().default(false),
    done: boolean('done').notNull().default(false),
  },
  (t) => [
    unique('days_off_when').on(t.when, t.frequency),
    check('days_off_frequency', isOneOf(t.frequency, dayOffFrequencySchema.options)),
  ],
);

export const movements = pgTable(
  'movements',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    abbreviation: text('abbreviation').notNull(),
    unit: text('unit', { enum: valuesOf(movementUnitSchema) }).notNull(),
    hasRm: boolean('has_rm').notNull().default(false),
    /** A disabled movement is not offered for new records; old records keep it (0012). */
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [check('movements_unit', isOneOf(t.unit, movementUnitSchema.options))],
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
    // At most one personal best per user and movement, whatever two saves at once decide.
    uniqueIndex('movement_records_one_rm').on(t.userId, t.movementId).where(sql`${t.rm}`),
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

/** The benchmark workouts' library (0035): a WOD block linked to one makes its scores count for it. */
export const benchmarks = pgTable(
  'benchmarks',
  {
    id: serial('id').primaryKey(),
    nameCa: text('name_ca').notNull(),
    nameEs: text('name_es').notNull(),
    descriptionCa: text('description_ca').notNull(),
    descriptionEs: text('description_es').notNull(),
    category: text('category', { enum: valuesOf(benchmarkCategorySchema) }).notNull(),
    score: text('score', { enum: valuesOf(benchmarkScoreSchema) }).notNull(),
  },
  (t) => [
    unique('benchmarks_name_ca').on(t.nameCa),
    unique('benchmarks_name_es').on(t.nameEs),
    check('benchmarks_category', isOneOf(t.category, benchmarkCategorySchema.options)),
    check('benchmarks_score', isOneOf(t.score, benchmarkScoreSchema.options)),
  ],
);

/** A member's result for one scored block of a WOD; blocks are named by their id in `wods.wbs`. */
export const scores = pgTable(
  'scores',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    wodId: integer('wod_id')
      .notNull()
      .references(() => wods.id, { onDelete: 'cascade' }),
    blockId: text('block_id').notNull(),
    division: text('division', { enum: valuesOf(divisionSchema) }).notNull(),
    kind: text('kind', { enum: valuesOf(scoreKindSchema) }).notNull(),
    seconds: integer('seconds'),
    rounds: integer('rounds'),
    reps: integer('reps'),
    load: numeric('load', { precision: 10, scale: 2, mode: 'number' }),
    calories: integer('calories'),
    note: text('note').notNull().default(''),
    /** The benchmark the block is linked to (0035); a benchmark with results cannot be deleted. */
    benchmarkId: integer('benchmark_id').references(() => benchmarks.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('scores_once').on(t.userId, t.wodId, t.blockId),
    index('scores_wod').on(t.wodId),
    index('scores_user').on(t.userId),
    index('scores_benchmark').on(t.benchmarkId, t.userId).where(sql`${t.benchmarkId} is not null`),
    check('scores_division', isOneOf(t.division, divisionSchema.options)),
    // The columns of the result's kind are set, and only those.
    check(
      'scores_result',
      sql`(${t.kind} = 'time' and ${t.seconds} > 0 and num_nonnulls(${t.rounds}, ${t.reps}, ${t.load}, ${t.calories}) = 0)
      or (${t.kind} = 'rounds_reps' and ${t.rounds} >= 0 and ${t.reps} >= 0 and ${t.rounds} + ${t.reps} > 0 and num_nonnulls(${t.seconds}, ${t.load}, ${t.calories}) = 0)
      or (${t.kind} = 'load' and ${t.load} > 0 and num_nonnulls(${t.seconds}, ${t.rounds}, ${t.reps}, ${t.calories}) = 0)
      or (${t.kind} = 'reps' and ${t.reps} > 0 and num_nonnulls(${t.seconds}, ${t.rounds}, ${t.load}, ${t.calories}) = 0)
      or (${t.kind} = 'calories' and ${t.calories} > 0 and num_nonnulls(${t.seconds}, ${t.rounds}, ${t.reps}, ${t.load}) = 0)`,
    ),
  ],
);

/** Per-member training choices; no row means the defaults (scores kept off the whiteboard). */
export const scoreSettings = pgTable('score_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  showOnWhiteboard: boolean('show_on_whiteboard').notNull().default(false),
  /** Fist bumps and comments refused on, and hidden from, this member's scores. */
  reactionsOff: boolean('reactions_off').notNull().default(false),
});

/** A fist bump: one per member per score (features/reactions). */
export const scoreBumps = pgTable(
  'score_bumps',
  {
    scoreId: integer('score_id')
      .notNull()
      .references(() => scores.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: 'score_bumps_pk', columns: [t.scoreId, t.userId] })],
);

/** A short comment on a whiteboard score; staff may delete one. */
export const scoreComments = pgTable(
  'score_comments',
  {
    id: serial('id').primaryKey(),
    scoreId: integer('score_id')
      .notNull()
      .references(() => scores.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('score_comments_score').on(t.scoreId, t.id),
    check(
      'score_comments_body',
      sql`char_length(${t.body}) between 1 and ${sql.raw(String(SCORE_COMMENT_MAX))}`,
    ),
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
    /** The provider's fingerprint of the card number: one card per number (migration 0017). */
    fingerprint: text('fingerprint'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('cards_one_default').on(t.userId).where(sql`${t.isDefault}`),
    uniqueIndex('cards_one_per_fingerprint')
      .on(t.userId, t.fingerprint)
      .where(sql`${t.fingerprint} is not null`),
    index('cards_user').on(t.userId),
    check('cards_last4', sql`${t.last4} ~ '^[0-9]{4}$'`),
  ],
);

/**
 * A charge from the moment it is asked for; a receipt once it succeeded: a number of the one
 * series (`receipt_series`) and an issue date (migration 0006).
 */
export const receipts = pgTable(
  'receipts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The member who paid; null for a visitor's drop-in, whose payer is `leadId` (migration 0037). */
    userId: integer('user_id').references(() => users.id),
    leadId: integer('lead_id').references((): AnyPgColumn => leads.id),
    amount: money('amount').notNull(),
    /** CHECKOUT until it pays for something; then what it paid for. */
    purpose: text('purpose', { enum: valuesOf(receiptPurposeSchema) }).notNull(),
    provider: text('provider').notNull(),
    providerReference: text('provider_reference').notNull(),
    status: text('status', { enum: valuesOf(receiptStatusSchema) }).notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    number: integer('number').unique(),
    concept: text('concept').notNull().default(''),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    errorCode: text('error_code'),
    planId: integer('plan_id').references(() => plans.id),
    pro: boolean('pro').notNull().default(false),
    /** The month a renewal paid for (its 1st). */
    period: date('period'),
    /** Who it was issued to, frozen when the member's account is anonymised (migration 0011). */
    billedName: text('billed_name'),
    billedCin: text('billed_cin'),
    /**
     * Paid, but its invoice could not be issued with the charge (the clock behind the billing chain):
     * the retry job issues it and clears this (migration 0023, docs/invoicing.md).
     */
    invoiceDueSince: timestamp('invoice_due_since', { withTimezone: true }),
    /** Card or Bizum (migration 0028): how the member paid. */
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull().default('card'),
    /** A plan's first payment: the days it paid for, today to the end of the month or the next (0028). */
    coversFrom: date('covers_from'),
    coversTo: date('covers_to'),
    /**
     * Who paid, when not the member it is for: a guardian paying for a dependent with their own
     * card or Bizum (migration 0038, docs/product.md, Households). Null: the member paid.
     */
    payerId: integer('payer_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    check('receipts_amount', sql`${t.amount} > 0`),
    check('receipts_status', isOneOf(t.status, receiptStatusSchema.options)),
    check('receipts_purpose', isOneOf(t.purpose, receiptPurposeSchema.options)),
    check(
      'receipts_numbered',
      sql`(${t.status} = 'SUCCEEDED') = (${t.number} is not null and ${t.issuedAt} is not null)`,
    ),
    check('receipts_payment_method', isOneOf(t.paymentMethod, PAYMENT_METHODS)),
    check('receipts_used_succeeded', sql`${t.usedAt} is null or ${t.status} = 'SUCCEEDED'`),
    check('receipts_payer', sql`(${t.userId} is null) <> (${t.leadId} is null)`),
    index('receipts_user').on(t.userId, t.createdAt),
    index('receipts_lead').on(t.leadId).where(sql`${t.leadId} is not null`),
    check('receipts_payer_not_member', sql`${t.payerId} is null or ${t.payerId} <> ${t.userId}`),
    index('receipts_payer').on(t.payerId).where(sql`${t.payerId} is not null`),
    index('receipts_invoice_due').on(t.invoiceDueSince).where(sql`${t.invoiceDueSince} is not null`),
    uniqueIndex('receipts_provider_reference')
      .on(t.provider, t.providerReference)
      .where(sql`${t.providerReference} <> ''`),
  ],
);

/** The last receipt number given; one row (migration 0006). */
export const receiptSeries = pgTable(
  'receipt_series',
  {
    id: smallint('id').primaryKey().default(1),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (t) => [check('receipt_series_one', sql`${t.id} = 1`)],
);

/** One renewal per member and month, taken before anything is charged (features/membership). */
export const planRenewals = pgTable(
  'plan_renewals',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    month: date('month').notNull(),
    planId: integer('plan_id').references(() => plans.id),
    pro: boolean('pro').notNull().default(false),
    amount: money('amount').notNull(),
    method: text('method', { enum: valuesOf(renewalMethodSchema) }).notNull(),
    status: text('status', { enum: valuesOf(renewalStatusSchema) }).notNull(),
    receiptId: uuid('receipt_id').references(() => receipts.id),
    errorCode: text('error_code'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    unique('plan_renewals_once').on(t.userId, t.month),
    check('plan_renewals_method', isOneOf(t.method, renewalMethodSchema.options)),
    check('plan_renewals_status', isOneOf(t.status, renewalStatusSchema.options)),
    check('plan_renewals_month', sql`extract(day from ${t.month}) = 1`),
  ],
);

/** Stripe webhook events already handled, so a replay takes effect once. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

const SANDBOX_BEHAVIOURS = [
  'succeeds',
  'requires_action',
  'always_authenticate',
  'card_declined',
  'insufficient_funds',
  'lost_card',
  'stolen_card',
  'expired_card',
  'incorrect_cvc',
  'processing_error',
] as const;

/**
 * The sandbox provider's cards (see docs/product.md, Payments and receipts): brand, last4, expiry
 * and behaviour, never the number.
 */
export const sandboxPaymentMethods = pgTable(
  'sandbox_payment_methods',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id'),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: smallint('exp_month').notNull(),
    expYear: smallint('exp_year').notNull(),
    /** What the test card does (sandbox-provider.ts's table of Stripe's testing page). */
    behaviour: text('behaviour', { enum: SANDBOX_BEHAVIOURS }).notNull(),
    /** Made from the number as Stripe makes `card.fingerprint`; null for cards saved before 0017. */
    fingerprint: text('fingerprint'),
    createdAt: createdAt(),
  },
  (t) => [
    check('sandbox_payment_methods_last4', sql`${t.last4} ~ '^[0-9]{4}$'`),
    check('sandbox_payment_methods_behaviour', isOneOf(t.behaviour, SANDBOX_BEHAVIOURS)),
  ],
);

/** The sandbox's payment intents, as Stripe names where a charge stands. */
const SANDBOX_INTENT_STATUSES = [
  'requires_action',
  'processing',
  'succeeded',
  'requires_payment_method',
  'canceled',
] as const;

export const sandboxPaymentIntents = pgTable(
  'sandbox_payment_intents',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    paymentMethodId: text('payment_method_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    description: text('description').notNull().default(''),
    status: text('status', {
      enum: SANDBOX_INTENT_STATUSES,
    }).notNull(),
    errorCode: text('error_code'),
    idempotencyKey: text('idempotency_key').notNull(),
    clientSecret: text('client_secret').notNull(),
    offSession: boolean('off_session').notNull().default(false),
    /** A Bizum payment's test phone (migration 0028); null for a card. */
    bizumPhone: text('bizum_phone'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('sandbox_payment_intents_key').on(t.idempotencyKey),
    check('sandbox_payment_intents_amount', sql`${t.amountCents} > 0`),
    check('sandbox_payment_intents_status', isOneOf(t.status, SANDBOX_INTENT_STATUSES)),
  ],
);

export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: valuesOf(creditTypeSchema) }).notNull(),
    delta: integer('delta').notNull(),
    reason: text('reason', { enum: valuesOf(ledgerReasonSchema) }).notNull(),
    receiptId: uuid('receipt_id')
      .references(() => receipts.id)
      .unique(),
    classUserId: integer('class_user_id'),
    createdBy: integer('created_by').references(() => users.id),
    /** Why an admin adjusted the balance (features/member-admin); null for other moves. */
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    index('credit_ledger_user').on(t.userId),
    index('credit_ledger_user_recent').on(t.userId, t.id),
    check('credit_ledger_delta', sql`${t.delta} <> 0`),
    check('credit_ledger_note', sql`${t.note} is null or char_length(${t.note}) between 1 and 200`),
  ],
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

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** The app's language on that device when it subscribed: its pushes are written in it. */
    language: text('language', { enum: LANGUAGES }).notNull().default('es'),
    createdAt: createdAt(),
  },
  (t) => [
    index('push_subscriptions_user').on(t.userId),
    check('push_subscriptions_language', isOneOf(t.language, LANGUAGES)),
  ],
);

/**
 * Pushes waiting to leave, one row per device, written in the transaction of the change that
 * causes them (infra/push/push-outbox.ts) and sent by the sender loop (push-sender.ts).
 */
/** A SENDING push is leased to one sender (lease_until); FAILED ones gave up retrying. */
const PUSH_OUTBOX_STATUSES = ['PENDING', 'SENDING', 'SENT', 'FAILED'] as const;

export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: valuesOf(pushKindSchema) }).notNull(),
    params: jsonb('params').$type<PushParams>().notNull().default({}),
    /** Pushes of one topic replace each other; a read chat takes back its pending ones. */
    topic: text('topic'),
    status: text('status', { enum: PUSH_OUTBOX_STATUSES }).notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    /** Not before this instant (a retry's back-off, a chat push's grace); null means at once. */
    sendAfter: timestamp('send_after', { withTimezone: true }),
    /** A sender holds a SENDING row until then; past it another sender may take it over. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('push_outbox_due').on(t.id).where(sql`${t.status} in ('PENDING', 'SENDING')`),
    index('push_outbox_topic').on(t.topic).where(sql`${t.status} = 'PENDING'`),
    check('push_outbox_status', isOneOf(t.status, PUSH_OUTBOX_STATUSES)),
  ],
);

/** A member's reminder choice; no row means DEFAULT_REMINDER_MINUTES, null means no reminder. */
export const pushPreferences = pgTable(
  'push_preferences',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    reminderMinutes: integer('reminder_minutes'),
  },
  (t) => [
    check(
      'push_preferences_reminder',
      sql`${t.reminderMinutes} is null or ${t.reminderMinutes} between 5 and 1440`,
    ),
  ],
);

/** Reminders sent: the key makes each one once, whatever the number of server processes. */
export const pushReminders = pgTable(
  'push_reminders',
  {
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'push_reminders_pk', columns: [t.classId, t.userId] })],
);

/**
 * What a member was told, for the in-app list (features/notifications/notification-list.ts): the
 * push's kind and ids, written next to the push in the same transaction and worded in the member's
 * language when the list is read. Kept 90 days.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: valuesOf(pushKindSchema) }).notNull(),
    params: jsonb('params').$type<PushParams>().notNull().default({}),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user').on(t.userId, t.id),
    index('notifications_unread').on(t.userId).where(sql`${t.readAt} is null`),
  ],
);

/** The staff chat: one conversation per member (`user_id`), written by the member or by staff. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    from: text('from', { enum: valuesOf(chatSenderSchema) }).notNull(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('chat_messages_conversation').on(t.userId, t.id),
    check('chat_messages_from', isOneOf(t.from, chatSenderSchema.options)),
    check('chat_messages_content', sql`char_length(${t.content}) between 1 and 1000`),
  ],
);

/** How far each side has read a conversation: the member, and the staff as one shared inbox. */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastMessageId: integer('last_message_id').notNull(),
    memberReadId: integer('member_read_id').notNull().default(0),
    staffReadId: integer('staff_read_id').notNull().default(0),
  },
  (t) => [index('chat_conversations_recent').on(t.lastMessageId)],
);

/** A member's private iCalendar address (features/calendar-feed); a reset replaces the token. */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text('token').notNull().unique(),
    language: text('language', { enum: LANGUAGES }).notNull().default('es'),
    createdAt: createdAt(),
  },
  (t) => [check('calendar_feeds_language', isOneOf(t.language, LANGUAGES))],
);

/** A member's check-in secret (migration 0030): their app makes the door's rotating code from it. */
export const checkinSecrets = pgTable('checkin_secrets', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Base32, as TOTP apps write it; sent only to the member's own app. */
  secret: text('secret').notNull(),
  createdAt: createdAt(),
});

/**
 * Who came in at the door and when (migration 0030, docs/product.md, Check-in at the door), for
 * the booked class it marked (class_users.validated) or none (an open-box visit, no booking).
 */
export const checkins = pgTable(
  'checkins',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    classId: integer('class_id').references(() => classes.id, { onDelete: 'cascade' }),
    /** The box's date of the check-in. */
    date: date('date', { mode: 'string' }).notNull(),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }).notNull().defaultNow(),
    byUserId: integer('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    method: text('method', { enum: valuesOf(checkinMethodSchema) }).notNull(),
  },
  (t) => [
    check('checkins_method', isOneOf(t.method, checkinMethodSchema.options)),
    uniqueIndex('checkins_once_per_class').on(t.userId, t.classId).where(sql`${t.classId} is not null`),
    uniqueIndex('checkins_once_per_day').on(t.userId, t.date).where(sql`${t.classId} is null`),
    index('checkins_date').on(t.date),
  ],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
    /** When someone at the box answered it (the admin's contact inbox); null while it waits. */
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('contact_messages_unhandled').on(t.id).where(sql`${t.handledAt} IS NULL`)],
);

/** A mail waits PENDING until sent (SENT) or until its attempts run out (FAILED); migration 0040. */
const MAIL_OUTBOX_STATUSES = ['PENDING', 'SENT', 'FAILED'] as const;

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    status: text('status', { enum: MAIL_OUTBOX_STATUSES }).notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_pending').on(t.createdAt).where(sql`${t.status} = 'PENDING'`),
    check('mail_outbox_status', isOneOf(t.status, MAIL_OUTBOX_STATUSES)),
  ],
);

/** A member's SEPA direct-debit mandate; one active (not revoked) at a time (migration 0007). */
export const sepaMandates = pgTable(
  'sepa_mandates',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    holder: text('holder').notNull(),
    iban: text('iban').notNull(),
    bic: text('bic'),
    reference: text('reference').notNull().unique(),
    signedOn: date('signed_on').notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sepa_mandates_one_active').on(t.userId).where(sql`${t.revokedAt} is null`),
    index('sepa_mandates_user').on(t.userId, t.id),
    check('sepa_mandates_iban', sql`${t.iban} ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$'`),
    check(
      'sepa_mandates_bic',
      sql`${t.bic} is null or ${t.bic} ~ '^[A-Z]{6}[A-Z2-9][A-NP-Z0-9]([A-Z0-9]{3})?$'`,
    ),
    check('sepa_mandates_reference', sql`${t.reference} ~ '^[A-Z0-9+?/:().,''-]{1,35}$'`),
    check('sepa_mandates_holder', sql`length(${t.holder}) between 1 and 70`),
  ],
);

/** The box as the creditor of its direct debits; one row. */
export const sepaCreditor = pgTable(
  'sepa_creditor',
  {
    id: smallint('id').primaryKey().default(1),
    name: text('name').notNull(),
    creditorId: text('creditor_id').notNull(),
    iban: text('iban').notNull(),
    bic: text('bic'),
    /** The creditor's settings for pre-notification, returns and the message version (migration 0027). */
    messageVersion: text('message_version', { enum: valuesOf(pain008VersionSchema) })
      .notNull()
      .default('pain.008.001.02'),
    noticeDays: integer('notice_days').notNull().default(14),
    returnKeepsAllowance: boolean('return_keeps_allowance').notNull().default(true),
    recollectReturns: boolean('recollect_returns').notNull().default(true),
    returnFeeCents: integer('return_fee_cents').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('sepa_creditor_one', sql`${t.id} = 1`),
    check('sepa_creditor_iban', sql`${t.iban} ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$'`),
    check('sepa_creditor_id', sql`${t.creditorId} ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{4,31}$'`),
    check('sepa_creditor_message_version', isOneOf(t.messageVersion, pain008VersionSchema.options)),
    check('sepa_creditor_notice_days', sql`${t.noticeDays} between 1 and 30`),
    check('sepa_creditor_return_fee', sql`${t.returnFeeCents} between 0 and 5000`),
  ],
);

/** A month's direct debits as exported (pain.008): once per month, the file kept as it was sent. */
export const sepaRemittances = pgTable(
  'sepa_remittances',
  {
    id: serial('id').primaryKey(),
    /** The 1st of the month it charges. */
    month: date('month').notNull().unique('sepa_remittances_month_unique'),
    messageId: text('message_id').notNull().unique('sepa_remittances_message_unique'),
    collectionDate: date('collection_date').notNull(),
    transactions: integer('transactions').notNull(),
    controlSum: numeric('control_sum', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    xml: text('xml').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('sepa_remittances_month', sql`extract(day from ${t.month}) = 1`),
    check('sepa_remittances_totals', sql`${t.transactions} > 0 and ${t.controlSum} > 0`),
  ],
);

/** One member's debit in a remittance, with the mandate as it was collected on. */
export const sepaRemittanceItems = pgTable(
  'sepa_remittance_items',
  {
    id: serial('id').primaryKey(),
    remittanceId: integer('remittance_id')
      .notNull()
      .references(() => sepaRemittances.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    mandateId: integer('mandate_id')
      .notNull()
      .references(() => sepaMandates.id),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    pro: boolean('pro').notNull(),
    discount: money('discount').notNull(),
    amount: money('amount').notNull(),
    sequenceType: text('sequence_type', { enum: valuesOf(sequenceTypeSchema) }).notNull(),
    endToEndId: text('end_to_end_id').notNull().unique('sepa_remittance_items_end_to_end'),
    holder: text('holder').notNull(),
    iban: text('iban').notNull(),
    reference: text('reference').notNull(),
    /** The F2 the debit issued when its remittance was exported (migration 0023). */
    invoiceId: integer('invoice_id').references((): AnyPgColumn => invoices.id),
    /**
     * A debit that collects a returned one again (`sepa_returns.id`, migration 0027). No foreign
     * key: sepa_returns points at the items, and backups need the keys to form no circle.
     */
    recollectsReturnId: integer('recollects_return_id'),
    /** The days a plan's first debit pays, when not one whole month (migration 0029). */
    coversFrom: date('covers_from'),
    coversTo: date('covers_to'),
  },
  (t) => [
    uniqueIndex('sepa_remittance_items_invoice').on(t.invoiceId),
    uniqueIndex('sepa_remittance_items_once')
      .on(t.remittanceId, t.userId)
      .where(sql`${t.recollectsReturnId} is null`),
    uniqueIndex('sepa_remittance_items_recollects')
      .on(t.recollectsReturnId)
      .where(sql`${t.recollectsReturnId} is not null`),
    index('sepa_remittance_items_mandate').on(t.mandateId, t.remittanceId),
    check('sepa_remittance_items_amount', sql`${t.amount} > 0`),
    check('sepa_remittance_items_sequence', isOneOf(t.sequenceType, sequenceTypeSchema.options)),
  ],
);

/** The member was told of a debit before it was collected (SEPA pre-notification, migration 0027). */
export const sepaPrenotices = pgTable('sepa_prenotices', {
  itemId: integer('item_id')
    .primaryKey()
    .references(() => sepaRemittanceItems.id, { onDelete: 'cascade' }),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  toldAt: timestamp('told_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A bank file (pain.002 or camt.054) imported once, by its SHA-256 (migration 0027). */
export const sepaReturnImports = pgTable(
  'sepa_return_imports',
  {
    id: serial('id').primaryKey(),
    fileHash: text('file_hash').notNull().unique('sepa_return_imports_file'),
    kind: text('kind', { enum: valuesOf(returnFileKindSchema) }).notNull(),
    messageId: text('message_id').notNull(),
    returns: integer('returns').notNull(),
    importedBy: integer('imported_by').references(() => users.id, { onDelete: 'set null' }),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('sepa_return_imports_kind', isOneOf(t.kind, returnFileKindSchema.options))],
);

/** A debit the member's bank returned or rejected: what the member owes (migration 0027). */
export const sepaReturns = pgTable(
  'sepa_returns',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references((): AnyPgColumn => sepaRemittanceItems.id)
      .unique('sepa_returns_item'),
    importId: integer('import_id')
      .notNull()
      .references(() => sepaReturnImports.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    reasonCode: text('reason_code').notNull(),
    amountCents: integer('amount_cents').notNull(),
    feeCents: integer('fee_cents').notNull().default(0),
    rectifyingInvoiceId: integer('rectifying_invoice_id').references(() => invoices.id),
    status: text('status', { enum: valuesOf(sepaReturnStatusSchema) })
      .notNull()
      .default('UNPAID'),
    paidReceiptId: uuid('paid_receipt_id')
      .references(() => receipts.id)
      .unique('sepa_returns_paid_receipt'),
    /**
     * The return ended the member's plan (`returnKeepsAllowance` off, migration 0029): paying the
     * debt gives that plan back.
     */
    endedPlan: boolean('ended_plan').notNull().default(false),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('sepa_returns_user').on(t.userId, t.status),
    check('sepa_returns_status', isOneOf(t.status, sepaReturnStatusSchema.options)),
    check('sepa_returns_amount', sql`${t.amountCents} > 0 and ${t.feeCents} >= 0`),
    check('sepa_returns_reason', sql`${t.reasonCode} ~ '^[A-Z0-9]{1,4}$'`),
  ],
);
export type SepaReturnRow = typeof sepaReturns.$inferSelect;

/** Every change that touches money, credits, roles or status (features/audit). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    byUserId: integer('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action', { enum: valuesOf(auditActionSchema) }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('audit_log_user').on(t.userId, t.id)],
);

/** A member's place in the same class every week, taken when it opens (features/standing-bookings). */
export const standingBookings = pgTable(
  'standing_bookings',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    templateId: integer('template_id')
      .notNull()
      .references(() => classTemplates.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('standing_bookings_once').on(t.userId, t.templateId),
    index('standing_bookings_template').on(t.templateId),
  ],
);

/** What a standing booking came to for one class; the unique pair makes each week tried once. */
export const standingBookingTakes = pgTable(
  'standing_booking_takes',
  {
    id: serial('id').primaryKey(),
    standingBookingId: integer('standing_booking_id')
      .notNull()
      .references(() => standingBookings.id, { onDelete: 'cascade' }),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    outcome: text('outcome', { enum: valuesOf(standingOutcomeSchema) }).notNull(),
    /** The error code of a place not taken. */
    code: text('code'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('standing_booking_takes_once').on(t.standingBookingId, t.classId),
    check('standing_booking_takes_outcome', isOneOf(t.outcome, standingOutcomeSchema.options)),
  ],
);

/**
 * A class's booking draw (docs/product.md, The booking draw; migration 0033): the seed, secret until
 * `drawn_at`, and its SHA-256, published from before the window opens; `result` is the order drawn
 * and what each entrant got.
 */
export const draws = pgTable(
  'draws',
  {
    classId: integer('class_id')
      .primaryKey()
      .references(() => classes.id, { onDelete: 'cascade' }),
    seed: text('seed').notNull(),
    seedHash: text('seed_hash').notNull(),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    committedAt: timestamp('committed_at', { withTimezone: true }).notNull().defaultNow(),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
    result: jsonb('result').$type<DrawResult>(),
  },
  (t) => [
    check('draws_window', sql`${t.endsAt} > ${t.opensAt}`),
    check('draws_result_when_drawn', sql`(${t.drawnAt} is null) = (${t.result} is null)`),
    index('draws_pending').on(t.endsAt).where(sql`${t.drawnAt} is null`),
  ],
);
export type DrawRow = typeof draws.$inferSelect;

/** A member's request during a draw's window, once per member; `left_at` when they left it. */
export const drawEntries = pgTable(
  'draw_entries',
  {
    classId: integer('class_id')
      .notNull()
      .references(() => draws.classId, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    leftAt: timestamp('left_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ name: 'draw_entries_pk', columns: [t.classId, t.userId] })],
);

/** A member's request to delete their account, open until an admin anonymises it (migration 0011). */
export const deletionRequests = pgTable(
  'deletion_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp('done_at', { withTimezone: true }),
    doneBy: integer('done_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('deletion_requests_one_open').on(t.userId).where(sql`${t.doneAt} is null`)],
);

/** Row types, declared once here. */
/** The last number given in each invoice series; its row is locked to take the next (migration 0021). */
export const invoiceSeries = pgTable(
  'invoice_series',
  {
    series: text('series').primaryKey(),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (t) => [
    check('invoice_series_name', sql`${t.series} ~ '^[A-Z0-9]{1,20}$'`),
    check('invoice_series_last_number', sql`${t.lastNumber} >= 0`),
  ],
);

/**
 * An issued invoice: a simplified invoice (F2) or the rectifying invoice of one (R5, negative
 * amounts: by how much it corrects). Never changed or deleted once written: a trigger refuses it
 * (migration 0021, docs/invoicing.md).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    series: text('series')
      .notNull()
      .references(() => invoiceSeries.series),
    number: integer('number').notNull(),
    /** `NumSerieFactura`, as printed and sent (`invoiceNumberText`). */
    invoiceNumber: text('invoice_number').notNull(),
    kind: text('kind', { enum: valuesOf(invoiceKindSchema) }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** The box's date at `issuedAt`: `FechaExpedicionFactura`. */
    issueDate: date('issue_date').notNull(),
    /** The box's NIF and legal name when it was issued. */
    issuerNif: text('issuer_nif').notNull(),
    issuerName: text('issuer_name').notNull(),
    userId: integer('user_id').references(() => users.id),
    concept: text('concept').notNull(),
    baseCents: integer('base_cents').notNull(),
    vatRateBp: smallint('vat_rate_bp').notNull(),
    vatCents: integer('vat_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    language: text('language', { enum: LANGUAGES }).notNull(),
    /** The receipt whose charge it invoices. */
    receiptId: uuid('receipt_id').references(() => receipts.id),
    /** R5 only: the invoice it corrects. */
    correctsInvoiceId: integer('corrects_invoice_id').references((): AnyPgColumn => invoices.id),
    createdAt: createdAt(),
  },
  (t) => [
    unique('invoices_series_number').on(t.series, t.number),
    unique('invoices_invoice_number').on(t.invoiceNumber),
    check('invoices_number', sql`${t.number} > 0`),
    check('invoices_kind', isOneOf(t.kind, invoiceKindSchema.options)),
    check('invoices_issuer_nif', sql`${t.issuerNif} ~ '^[A-Z0-9]{9}$'`),
    check('invoices_issuer_name', sql`length(${t.issuerName}) between 1 and 120`),
    check('invoices_concept', sql`length(${t.concept}) between 1 and 500`),
    check('invoices_language', isOneOf(t.language, LANGUAGES)),
    check('invoices_vat_rate', sql`${t.vatRateBp} = 2100`),
    check('invoices_adds_up', sql`${t.baseCents} + ${t.vatCents} = ${t.totalCents}`),
    check(
      'invoices_sign',
      sql`(${t.kind} = 'F2' and ${t.totalCents} > 0) or (${t.kind} = 'R5' and ${t.totalCents} < 0)`,
    ),
    check('invoices_corrects', sql`(${t.kind} = 'R5') = (${t.correctsInvoiceId} is not null)`),
    uniqueIndex('invoices_one_per_receipt').on(t.receiptId).where(sql`${t.kind} = 'F2'`),
    index('invoices_user').on(t.userId, t.issuedAt),
    index('invoices_corrects_invoice').on(t.correctsInvoiceId),
  ],
);

/**
 * A refund of (part of) a card receipt (migration 0024, docs/invoicing.md, Refunds). PENDING while
 * the provider is asked (it already counts against what is left of the receipt), SUCCEEDED with the
 * provider's id and, when the receipt had an F2, the R5 that corrects it.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    receiptId: uuid('receipt_id')
      .notNull()
      .references(() => receipts.id),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: valuesOf(refundStatusSchema) })
      .notNull()
      .default('PENDING'),
    /** Made by the app after it refused to use a paid receipt, not by an admin. */
    automatic: boolean('automatic').notNull().default(false),
    /** The admin who refunded; null for the app itself. */
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    providerRefundId: text('provider_refund_id'),
    idempotencyKey: text('idempotency_key').notNull(),
    invoiceId: integer('invoice_id').references(() => invoices.id),
    /** A bought credit was taken back (true) or had been spent (false); null when none was at stake. */
    creditTakenBack: boolean('credit_taken_back'),
    /** The member's plan ended with this refund of a plan month. */
    planEnded: boolean('plan_ended').notNull().default(false),
  },
  (t) => [
    unique('refunds_idempotency_key').on(t.idempotencyKey),
    check('refunds_amount', sql`${t.amountCents} > 0`),
    check('refunds_reason', sql`char_length(${t.reason}) between 1 and 200`),
    check('refunds_status', isOneOf(t.status, refundStatusSchema.options)),
    check(
      'refunds_succeeded',
      sql`(${t.status} = 'SUCCEEDED') = (${t.refundedAt} is not null and ${t.providerRefundId} is not null)`,
    ),
    index('refunds_receipt').on(t.receiptId),
  ],
);

/** The sandbox provider's refunds, as Stripe's test mode keeps them (migration 0024). */
export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    id: text('id').primaryKey(),
    paymentIntentId: text('payment_intent_id')
      .notNull()
      .references(() => sandboxPaymentIntents.id),
    amountCents: integer('amount_cents').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('sandbox_refunds_key').on(t.idempotencyKey),
    check('sandbox_refunds_amount', sql`${t.amountCents} > 0`),
    index('sandbox_refunds_intent').on(t.paymentIntentId),
  ],
);

/** One row, locked while a billing record is chained, so records chain one at a time (migration 0021). */
export const billingChain = pgTable('billing_chain', { id: smallint('id').primaryKey().default(1) }, (t) => [
  check('billing_chain_one', sql`${t.id} = 1`),
]);

/** What the AEAT answered about a record; `pending` until it is sent. */
/** An `alta` records an invoice in the chain; an `anulacion` voids one. */
const BILLING_RECORD_KINDS = ['alta', 'anulacion'] as const;
/** Why the sender waits before its next try: the AEAT asked it to (`wait`), or it failed (`backoff`). */
const AEAT_WAIT_REASONS = ['wait', 'backoff'] as const;

/**
 * The VERI*FACTU billing records, one chain in `position` order. The fingerprinted columns hold the
 * exact strings hashed. Only the AEAT's answer (`aeat_*`) may ever be written into a record: a trigger
 * refuses any other UPDATE, and every DELETE (migration 0021, docs/invoicing.md).
 */
export const billingRecords = pgTable(
  'billing_records',
  {
    id: serial('id').primaryKey(),
    position: integer('position').notNull(),
    kind: text('kind', { enum: BILLING_RECORD_KINDS }).notNull(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    issuerNif: text('issuer_nif').notNull(),
    invoiceNumber: text('invoice_number').notNull(),
    /** DD-MM-YYYY, as hashed and sent. */
    issueDate: text('issue_date').notNull(),
    /** Altas only: TipoFactura, CuotaTotal and ImporteTotal as hashed. */
    invoiceType: text('invoice_type', { enum: AEAT_INVOICE_TYPES }),
    vatTotal: text('vat_total'),
    total: text('total'),
    previousFingerprint: text('previous_fingerprint'),
    fingerprint: text('fingerprint').notNull(),
    /** FechaHoraHusoGenRegistro. */
    generatedAt: text('generated_at').notNull(),
    /** `SistemaInformatico` as it was when the record was generated. */
    software: jsonb('software').$type<SistemaInformatico>().notNull(),
    aeatStatus: text('aeat_status', { enum: valuesOf(aeatStatusSchema) })
      .notNull()
      .default('pending'),
    aeatCodes: jsonb('aeat_codes'),
    aeatCsv: text('aeat_csv'),
    aeatAnsweredAt: timestamp('aeat_answered_at', { withTimezone: true }),
    /**
     * The refused record this one corrects: same invoice, chained anew, sent with Subsanacion S and
     * RechazoPrevio S (migration 0025). A refused record gets one correction.
     */
    correctsRecordId: integer('corrects_record_id').references((): AnyPgColumn => billingRecords.id),
    createdAt: createdAt(),
  },
  (t) => [
    unique('billing_records_position').on(t.position),
    unique('billing_records_fingerprint').on(t.fingerprint),
    unique('billing_records_one_next').on(t.previousFingerprint).nullsNotDistinct(),
    check('billing_records_first', sql`(${t.position} = 1) = (${t.previousFingerprint} is null)`),
    check('billing_records_kind', isOneOf(t.kind, BILLING_RECORD_KINDS)),
    check(
      'billing_records_alta_fields',
      sql`(${t.kind} = 'alta') = (${t.invoiceType} is not null and ${t.vatTotal} is not null and ${t.total} is not null)`,
    ),
    check(
      'billing_records_hex',
      sql`${t.fingerprint} ~ '^[0-9A-F]{64}$' and (${t.previousFingerprint} is null or ${t.previousFingerprint} ~ '^[0-9A-F]{64}$')`,
    ),
    check('billing_records_aeat_status', isOneOf(t.aeatStatus, aeatStatusSchema.options)),
    index('billing_records_invoice').on(t.invoiceId),
    index('billing_records_pending').on(t.position).where(sql`${t.aeatStatus} in ('pending', 'sent')`),
    uniqueIndex('billing_records_one_correction').on(t.correctsRecordId),
    uniqueIndex('billing_records_one_void')
      .on(t.invoiceId)
      .where(sql`${t.kind} = 'anulacion' AND ${t.correctsRecordId} IS NULL`),
  ],
);

/**
 * The AEAT sender's state, one row shared by every server process (migration 0025): the lease that
 * lets one process send at a time, when the next request may go (the AEAT's TiempoEsperaEnvio, or a
 * backoff after a failure), and the last run.
 */
export const aeatSender = pgTable(
  'aeat_sender',
  {
    id: smallint('id').primaryKey().default(1),
    leaseToken: text('lease_token'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** `wait`: the AEAT's TiempoEsperaEnvio (1,000 waiting records may go sooner); `backoff`: after a failure. */
    nextAttemptReason: text('next_attempt_reason', { enum: AEAT_WAIT_REASONS }),
    /** Failed requests in a row, for the backoff. */
    failures: integer('failures').notNull().default(0),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [
    check('aeat_sender_one', sql`${t.id} = 1`),
    check(
      'aeat_sender_reason',
      sql`${t.nextAttemptReason} is null or ${isOneOf(t.nextAttemptReason, AEAT_WAIT_REASONS)}`,
    ),
  ],
);

/**
 * Every backup the box took and how it ended (migration 0026, docs/backups.md): the admin screen
 * shows the last one, the daily job claims its day's row once across processes, and pruning
 * deletes only the files named here.
 */
export const backupRuns = pgTable(
  'backup_runs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: valuesOf(backupKindSchema) }).notNull(),
    /** The box's day a scheduled run is for; null for the others. */
    slot: date('slot', { mode: 'string' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    status: text('status', { enum: valuesOf(backupRunStatusSchema) })
      .notNull()
      .default('running'),
    /** The file's name in BACKUP_DIR. */
    file: text('file'),
    size: bigint('size', { mode: 'number' }),
    /** Why it failed, in words. */
    error: text('error'),
    /** The admin who asked for it. */
    byUserId: integer('by_user_id'),
    /** When pruning (BACKUP_KEEP) deleted its file. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    check('backup_runs_kind', isOneOf(t.kind, backupKindSchema.options)),
    check('backup_runs_status', isOneOf(t.status, backupRunStatusSchema.options)),
    uniqueIndex('backup_runs_scheduled_slot').on(t.slot).where(sql`${t.kind} = 'scheduled'`),
    index('backup_runs_started').on(t.startedAt),
  ],
);
export type BackupRunRow = typeof backupRuns.$inferSelect;

/**
 * A visitor who booked a class from the public schedule (docs/product.md, The first visit): one
 * per e-mail. Their stage is worked out from their visits and the members (find-leads.ts).
 */
export const leads = pgTable(
  'leads',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    email: text('email').notNull(),
    /** The e-mail and phone as one person (the domain's emailKey, phoneKey). */
    emailKey: text('email_key').notNull().unique(),
    phone: text('phone').notNull(),
    phoneKey: text('phone_key').notNull(),
    language: text('language', { enum: LANGUAGES }).notNull().default('es'),
    /** Staff marked the lead lost (not coming back). */
    lostAt: timestamp('lost_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('leads_phone_key').on(t.phoneKey), check('leads_language', isOneOf(t.language, LANGUAGES))],
);

/**
 * A visitor's place in a class (migration 0032): counted with the class's IN class users under the
 * class's lock, never on a waiting list. The PAR-Q answers are kept for the coach until
 * `health_delete_after` (the class's end plus the box's retention), then deleted; whether any was
 * yes stays.
 */
export const visits = pgTable(
  'visits',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: valuesOf(visitKindSchema) }).notNull(),
    /** The booking's code: in the mail, on the confirmation, at the door; the key of its .ics. */
    reference: text('reference').notNull().unique(),
    emailKey: text('email_key').notNull(),
    phoneKey: text('phone_key').notNull(),
    attended: boolean('attended').notNull().default(false),
    parqAnyYes: boolean('parq_any_yes').notNull(),
    parqAnswers: jsonb('parq_answers').$type<Record<string, boolean>>(),
    healthDeleteAfter: timestamp('health_delete_after', { withTimezone: true }).notNull(),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    /** A drop-in's charge (migration 0037); trials have none. */
    receiptId: uuid('receipt_id').references(() => receipts.id),
    /** A drop-in whose payment is still open keeps its place until then; null once paid. */
    heldUntil: timestamp('held_until', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('visits_once').on(t.classId, t.leadId),
    index('visits_class').on(t.classId),
    index('visits_lead').on(t.leadId),
    uniqueIndex('visits_one_trial_email').on(t.emailKey).where(sql`${t.kind} = 'TRIAL'`),
    uniqueIndex('visits_one_trial_phone').on(t.phoneKey).where(sql`${t.kind} = 'TRIAL'`),
    index('visits_health_kept').on(t.healthDeleteAfter).where(sql`${t.parqAnswers} is not null`),
    index('visits_not_reminded').on(t.classId).where(sql`${t.remindedAt} is null`),
    check('visits_kind', isOneOf(t.kind, visitKindSchema.options)),
    check(
      'visits_trial_unpaid',
      sql`${t.kind} = 'DROP_IN' or (${t.receiptId} is null and ${t.heldUntil} is null)`,
    ),
    index('visits_held').on(t.heldUntil).where(sql`${t.heldUntil} is not null`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type PlanRow = typeof plans.$inferSelect;
export type ActivityRow = typeof activities.$inferSelect;
export type ClassRow = typeof classes.$inferSelect;
export type DayOffRow = typeof daysOff.$inferSelect;
export type ReceiptRow = typeof receipts.$inferSelect;
export type CardRow = typeof cards.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
export type BillingRecordRow = typeof billingRecords.$inferSelect;

/**
 * The box's terms and informed consent, one row per published version (migration 0029, see
 * docs/product.md, Terms). Never edited: a change is a new version; the highest is in force.
 */
export const termsVersions = pgTable(
  'terms_versions',
  {
    id: serial('id').primaryKey(),
    version: integer('version').notNull().unique('terms_versions_version'),
    bodyCa: text('body_ca').notNull(),
    bodyEs: text('body_es').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    publishedBy: integer('published_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [check('terms_versions_version_positive', sql`${t.version} > 0`)],
);
export type TermsVersionRow = typeof termsVersions.$inferSelect;

/** Each time a member accepted a version of the terms (kept, and in their personal-data export). */
export const termsAcceptances = pgTable(
  'terms_acceptances',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    versionId: integer('version_id')
      .notNull()
      .references(() => termsVersions.id),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'terms_acceptances_pk', columns: [t.userId, t.versionId] })],
);

/** An in-house Open (docs/product.md, The in-house Open), named in both languages. */
export const openEvents = pgTable(
  'open_events',
  {
    id: serial('id').primaryKey(),
    nameCa: text('name_ca').notNull(),
    nameEs: text('name_es').notNull(),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    registrationOpen: boolean('registration_open').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [check('open_events_dates', sql`${t.endsOn} >= ${t.startsOn}`)],
);

/** An event's workouts in order; a `time` workout has its cap. */
export const openWorkouts = pgTable(
  'open_workouts',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => openEvents.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    nameCa: text('name_ca').notNull(),
    nameEs: text('name_es').notNull(),
    descriptionCa: text('description_ca').notNull().default(''),
    descriptionEs: text('description_es').notNull().default(''),
    kind: text('kind', { enum: valuesOf(openWorkoutKindSchema) }).notNull(),
    capSeconds: integer('cap_seconds'),
    hasTiebreak: boolean('has_tiebreak').notNull().default(false),
    scoringOpen: boolean('scoring_open').notNull().default(false),
  },
  (t) => [
    index('open_workouts_event').on(t.eventId, t.position),
    check('open_workouts_kind', isOneOf(t.kind, openWorkoutKindSchema.options)),
    check('open_workouts_cap', sql`(${t.kind} = 'time') = (${t.capSeconds} is not null)`),
  ],
);

/** A member's registration in an event, with the division worked out when they registered. */
export const openRegistrations = pgTable(
  'open_registrations',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => openEvents.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    level: text('level', { enum: valuesOf(openLevelSchema) }).notNull(),
    sex: text('sex', { enum: valuesOf(sexSchema) }).notNull(),
    ageGroup: text('age_group', { enum: valuesOf(openAgeGroupSchema) }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'open_registrations_pk', columns: [t.eventId, t.userId] }),
    check('open_registrations_level', isOneOf(t.level, openLevelSchema.options)),
    check('open_registrations_sex', isOneOf(t.sex, sexSchema.options)),
    check('open_registrations_age_group', isOneOf(t.ageGroup, openAgeGroupSchema.options)),
  ],
);

/** A member's score for one workout and the judge's verdict; only VALIDATED ones rank. */
export const openScores = pgTable(
  'open_scores',
  {
    id: serial('id').primaryKey(),
    workoutId: integer('workout_id')
      .notNull()
      .references(() => openWorkouts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The domain's openResultSchema, parsed before it is written. */
    result: jsonb('result').$type<OpenResult>().notNull(),
    tiebreakSeconds: integer('tiebreak_seconds'),
    status: text('status', { enum: valuesOf(openScoreStatusSchema) })
      .notNull()
      .default('PENDING'),
    rejectReason: text('reject_reason'),
    judgeId: integer('judge_id').references(() => users.id, { onDelete: 'set null' }),
    judgedAt: timestamp('judged_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('open_scores_once').on(t.workoutId, t.userId),
    index('open_scores_pending').on(t.workoutId).where(sql`${t.status} = 'PENDING'`),
    check('open_scores_status', isOneOf(t.status, openScoreStatusSchema.options)),
    check('open_scores_reason', sql`(${t.status} = 'REJECTED') = (${t.rejectReason} is not null)`),
  ],
);
