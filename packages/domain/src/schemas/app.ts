import { z } from 'zod';

export const appConfigSchema = z.object({
  defaultActivityKey: z.string(),
  openActivityKey: z.string(),
  topPlanKey: z.string(),
  daysToShow: z.number().int().min(1).max(14),
  proPrice: z.number().nonnegative(),
  creditsPlan: z.number().nonnegative(),
  creditsNoPlan: z.number().nonnegative(),
  changePlanDayLimit: z.number().int().min(1).max(28),
  bookFutureClassStartHour: z.number().int().min(0).max(23),
  cancelLimitMinutes: z.number().int().min(0),
  phoneNumber: z.string(),
  /** The gym's time zone: class times and dates are shown in it, wherever the phone is. */
  timeZone: z.string().default('Europe/Madrid'),
  paymentPublicKey: z.string().nullable(),
});
export type AppConfig = z.infer<typeof appConfigSchema>;

export const appInfoSchema = z.object({ version: z.string() });
export type AppInfo = z.infer<typeof appInfoSchema>;
