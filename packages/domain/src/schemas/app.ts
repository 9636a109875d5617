import { z } from 'zod';
import { FIRST_MONTH_BILLINGS } from '../rules/first-month';
import { CONFIG_DEFAULTS as D } from './app-defaults';

export { CONFIG_DEFAULTS } from './app-defaults';

/** The app config (see docs/product.md, Constants), each field with its default from CONFIG_DEFAULTS. */
export const appConfigSchema = z.object({
  defaultActivityKey: z.string().default(D.defaultActivityKey),
  openActivityKey: z.string().default(D.openActivityKey),
  topPlanKey: z.string().default(D.topPlanKey),
  daysToShow: z.number().int().min(1).max(14).default(D.daysToShow),
  proPrice: z.number().nonnegative().default(D.proPrice),
  creditsPlan: z.number().nonnegative().default(D.creditsPlan),
  creditsNoPlan: z.number().nonnegative().default(D.creditsNoPlan),
  changePlanDayLimit: z.number().int().min(1).max(28).default(D.changePlanDayLimit),
  /** Business days between exporting a remittance and the date its debits are collected. */
  sepaLeadDays: z.number().int().min(1).max(10).default(D.sepaLeadDays),
  /** A plan's first payment: the days left of the month (and the next after the change-plan day), or the whole month. */
  firstMonthBilling: z.enum(FIRST_MONTH_BILLINGS).default(D.firstMonthBilling),
  /** Whether a member who has not accepted the current terms is refused booking, or only asked. */
  termsBlockBooking: z.boolean().default(D.termsBlockBooking),
  bookFutureClassStartHour: z.number().int().min(0).max(23).default(D.bookFutureClassStartHour),
  /** Members see a day's WOD this many hours before the day starts at the box (4: 20:00 the day before). */
  wodVisibleHoursBefore: z.number().int().min(0).max(168).default(D.wodVisibleHoursBefore),
  cancelLimitMinutes: z.number().int().min(0).default(D.cancelLimitMinutes),
  /** A scan at the door marks the member's class starting within this many minutes… */
  checkinBeforeMinutes: z.number().int().min(0).max(240).default(D.checkinBeforeMinutes),
  /** …or started at most this many minutes ago (see docs/product.md, Check-in at the door). */
  checkinAfterMinutes: z.number().int().min(0).max(240).default(D.checkinAfterMinutes),
  /** The booking draw: the joins of a class's first seconds after opening are drawn, not served in order. */
  drawEnabled: z.boolean().default(D.drawEnabled),
  /** How long after a class opens for booking its draw collects joins. */
  drawWindowSeconds: z.number().int().min(5).max(3600).default(D.drawWindowSeconds),
  phoneNumber: z.string().default(D.phoneNumber),
  trialEnabled: z.boolean().default(D.trialEnabled),
  dropInEnabled: z.boolean().default(D.dropInEnabled),
  /** A drop-in's price in euros, VAT included (see docs/product.md, The first visit). */
  dropInPrice: z.number().positive().default(D.dropInPrice),
  healthDataRetentionDays: z.number().int().min(1).max(365).default(D.healthDataRetentionDays),
  /** The gym's time zone: class times and dates are shown in it, wherever the phone is. */
  timeZone: z.string().default(D.timeZone),
  paymentPublicKey: z.string().nullable().default(D.paymentPublicKey),
});
export type AppConfig = z.infer<typeof appConfigSchema>;

export const appInfoSchema = z.object({ version: z.string() });
export type AppInfo = z.infer<typeof appInfoSchema>;

const settingKey = z.string().trim().min(1).max(60);

/**
 * What an admin may change of the app config, every field required. The time zone and
 * the card provider's public key are not here: they come from the server's environment.
 */
export const appSettingsInputSchema = z.strictObject({
  defaultActivityKey: settingKey,
  openActivityKey: settingKey,
  topPlanKey: settingKey,
  daysToShow: z.number().int().min(1).max(14),
  proPrice: z.number().min(0).max(1000).multipleOf(0.01),
  creditsPlan: z.number().int().min(0).max(999),
  creditsNoPlan: z.number().int().min(0).max(999),
  changePlanDayLimit: z.number().int().min(1).max(28),
  sepaLeadDays: z.number().int().min(1).max(10),
  firstMonthBilling: z.enum(FIRST_MONTH_BILLINGS),
  termsBlockBooking: z.boolean(),
  bookFutureClassStartHour: z.number().int().min(0).max(23),
  wodVisibleHoursBefore: z.number().int().min(0).max(168),
  cancelLimitMinutes: z.number().int().min(0).max(10_080),
  checkinBeforeMinutes: z.number().int().min(0).max(240),
  checkinAfterMinutes: z.number().int().min(0).max(240),
  trialEnabled: z.boolean(),
  dropInEnabled: z.boolean(),
  /** A drop-in is charged, so never free: from 1 cent to 1000 euros. */
  dropInPrice: z.number().min(0.01).max(1000).multipleOf(0.01),
  /** Health data are kept the minimum: at most a year after the visit. */
  healthDataRetentionDays: z.number().int().min(1).max(365),
  drawEnabled: z.boolean(),
  drawWindowSeconds: z.number().int().min(5).max(3600),
  /** A phone number people can dial: an optional +, then digits, spaces, dots or dashes. */
  phoneNumber: z
    .string()
    .trim()
    .regex(/^\+?[0-9][0-9 .-]{5,23}$/, 'invalid_phone'),
});
export type AppSettingsInput = z.infer<typeof appSettingsInputSchema>;

/**
 * Who runs the box, as its legal pages must say (the legal notice, the privacy and cookie
 * policies): from the server's environment, public. `registry` is the commercial registry entry,
 * null for an owner who is not in one.
 */
export const boxLegalSchema = z.object({
  legalName: z.string(),
  taxId: z.string(),
  address: z.string(),
  email: z.string(),
  registry: z.string().nullable(),
});
export type BoxLegal = z.infer<typeof boxLegalSchema>;
