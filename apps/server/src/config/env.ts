import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

const booleanFromText = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/**
 * Which proxies may tell the client's address through X-Forwarded-For (see docs/security.md). Off by
 * default: the socket's address is the client's, so nobody can pick their own address to walk
 * around a per-IP limit. A number trusts that many hops; a comma list names the proxies
 * (addresses, CIDR ranges, or proxy-addr's `loopback`, `linklocal`, `uniquelocal`).
 */
const trustProxySchema = z
  .string()
  .trim()
  .refine((v) => v !== 'true', 'name the proxies: a hop count or a list of addresses, never "true"')
  .refine(
    (v) => /^(false|\d{1,2}|[\w.:/]+(\s*,\s*[\w.:/]+)*)$/.test(v),
    'a hop count (1), or addresses and CIDR ranges separated by commas',
  )
  .transform((v): false | number | string => {
    if (v === 'false' || v === '0') return false;
    return /^\d+$/.test(v) ? Number(v) : v.split(/\s*,\s*/).join(',');
  });

export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    TRUST_PROXY: trustProxySchema.default(false),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** The address members use; http://localhost:PORT when unset (see loadEnv). */
    PUBLIC_URL: z.url().optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
    DEMO_DATA: booleanFromText.default(true),
    GYM_TIMEZONE: z.string().default('Europe/Madrid'),
    GYM_EMAIL: z.email().default('hola@boxbook.cat'),
    /**
     * The box's company name and tax id, printed on every receipt and written into every invoice
     * and billing record as its issuer: the NIF as the AEAT's `NIFType` takes it (9 letters and
     * digits, upper case), the name as long as an invoice keeps it.
     */
    GYM_LEGAL_NAME: z.string().trim().min(1).max(120).default('Boxbook Fitness SL'),
    GYM_TAX_ID: z
      .string()
      .transform((v) => v.replace(/[\s.-]/g, '').toUpperCase())
      .pipe(z.string().regex(/^[A-Z0-9]{9}$/, 'a Spanish NIF: 9 letters and digits (B12345678)'))
      .default('B12345678'),
    /** The box's registered address, on its legal pages. */
    GYM_ADDRESS: z.string().trim().min(1).max(200).default('Carrer de Pujades 120, 08005 Barcelona'),
    /**
     * The commercial registry entry as the registry wrote it (registry, volume, folio, sheet), on
     * the legal notice; unset for an owner not in a registry, whose notice then leaves the line out.
     */
    GYM_REGISTRY: z.string().trim().min(1).max(200).optional(),
    /**
     * Stripe (see docs/product.md, Payments and receipts): both keys switch card payments from the
     * built-in sandbox to Stripe.
     */
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_(test|live)_\w+$/, 'a Stripe secret key (sk_test_…, sk_live_…)')
      .optional(),
    STRIPE_PUBLISHABLE_KEY: z
      .string()
      .regex(/^pk_(test|live)_\w+$/, 'a Stripe publishable key (pk_test_…, pk_live_…)')
      .optional(),
    /** Verifies the signature of Stripe's webhook calls (POST /api/payments/webhook). */
    STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_').optional(),
    /** Another address for Stripe's API, such as a local mock; Stripe's own by default. */
    STRIPE_API_URL: z.url().optional(),
    MAIL_FROM: z.string().default('Boxbook <no-reply@boxbook.cat>'),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    WEB_DIST_DIR: z.string().default(path.join(repoRoot, 'apps/web/dist')),
    UPLOADS_DIR: z.string().optional(),
    /** Where `npm run backup` writes; DATA_DIR/backups when unset (see loadEnv). */
    BACKUP_DIR: z.string().optional(),
    /** Encrypts backups with AES-256-GCM (docs/backups.md); a restore needs the same key. */
    BACKUP_KEY: z
      .string()
      .regex(/^[0-9a-fA-F]{64}$/, '32 bytes as 64 hex characters (openssl rand -hex 32)')
      .optional(),
    /** The box's time of the daily backup (docs/backups.md), HH:MM in GYM_TIMEZONE. */
    BACKUP_AT: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a time of day, HH:MM (03:30)')
      .default('03:30'),
    /** How many of its own backups the box keeps; older ones are deleted after a daily backup. */
    BACKUP_KEEP: z.coerce.number().int().min(1).max(10_000).default(14),
    /** Opens GET /api/metrics to a Bearer token equal to it; without it the route answers 404. */
    METRICS_TOKEN: z.string().min(16, 'at least 16 characters (openssl rand -hex 24)').optional(),
    APP_VERSION: z.string().optional(),
    /**
     * For end-to-end tests only: the server's clock starts at this instant and runs on from there,
     * so a browser test can book "tomorrow's 17:00 opening" whatever the real time is.
     */
    TEST_CLOCK_START: z.iso.datetime({ offset: true }).optional(),
    /** Signs access tokens; without it a random one is generated once and kept in the database. */
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /**
     * Web Push's VAPID key pair (base64url, as `npx web-push generate-vapid-keys` prints it); both
     * or neither. Without them a pair is generated once and kept in the database.
     */
    VAPID_PUBLIC_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, 'an uncompressed P-256 public key, base64url (87 characters)')
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, 'a P-256 private key, base64url (43 characters)')
      .optional(),
    /** Who push services may contact about our pushes; mailto:GYM_EMAIL by default. */
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:|https:\/\/)/, 'a mailto: or https:// address')
      .optional(),
    /**
     * VERI*FACTU (docs/invoicing.md, "Sending to the AEAT"): the box's electronic certificate as a
     * PKCS#12 file and its password. Without the file, billing records are kept and queued, never sent.
     */
    VERIFACTU_CERT_FILE: z.string().optional(),
    VERIFACTU_CERT_PASSWORD: z.string().optional(),
    /**
     * Which AEAT the records are sent to and the invoices' QR codes point at: `test` (its
     * pre-production service and test portal) or `production`.
     */
    VERIFACTU_ENV: z.enum(['test', 'production']).default('test'),
    /** Another address for the AEAT's service, such as the tests' stand-in; the VERIFACTU_ENV one by default. */
    VERIFACTU_URL: z.url().optional(),
    /** Server processes the supervisor runs; see defaultWorkers. */
    WORKERS: z.coerce.number().int().min(1).max(64).optional(),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_PUBLISHABLE_KEY))
      ctx.addIssue({
        code: 'custom',
        path: [env.STRIPE_SECRET_KEY ? 'STRIPE_PUBLISHABLE_KEY' : 'STRIPE_SECRET_KEY'],
        message: 'Stripe needs both keys, the secret and the publishable one (or neither, for the sandbox)',
      });
    if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY))
      ctx.addIssue({
        code: 'custom',
        path: [env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'],
        message: 'set both VAPID keys, or neither (a pair is then generated and kept in the database)',
      });
    // PGlite's files have one writer: a second process opening them would corrupt the database.
    if (!env.DATABASE_URL && (env.WORKERS ?? 1) > 1)
      ctx.addIssue({
        code: 'custom',
        path: ['WORKERS'],
        message: 'the embedded database takes one process: use 1, or set DATABASE_URL',
      });
  });

/**
 * One process on the embedded database. On PostgreSQL two (one on a single core): a crashed worker
 * is restarted while the other one serves, and each process holds its own pool of connections, so
 * more than that is a choice to make with the database's connection limit in mind.
 */
const defaultWorkers = (databaseUrl: string | undefined) =>
  databaseUrl ? Math.min(2, os.availableParallelism()) : 1;

export type AppEnv = z.infer<typeof envSchema> & {
  PUBLIC_URL: string;
  UPLOADS_DIR: string;
  BACKUP_DIR: string;
  APP_VERSION: string;
  WORKERS: number;
};

/** Reads the environment once at start-up; a bad value stops the server with a message naming it. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): AppEnv {
  const withoutBlanks = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(withoutBlanks);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  return {
    ...env,
    // The port the server really listens on: links in mail, pushes and the calendar feed must
    // reach it even when only PORT was changed.
    PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    UPLOADS_DIR: env.UPLOADS_DIR ?? path.join(env.DATA_DIR, 'uploads'),
    BACKUP_DIR: env.BACKUP_DIR ?? path.join(env.DATA_DIR, 'backups'),
    APP_VERSION: env.APP_VERSION ?? process.env.npm_package_version ?? '0.1.0',
    WORKERS: env.WORKERS ?? defaultWorkers(env.DATABASE_URL),
  };
}
