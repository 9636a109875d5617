import { z } from 'zod';
import { CONFIG_DEFAULTS as D } from './app-defaults';

export { CONFIG_DEFAULTS } from './app-defaults';

/** The app config (spec point 9), each field with its default from CONFIG_DEFAULTS. */
export const appConfigSchema = z.object({
  defaultActivityKey: z.string().default(D.defaultActivityKey),
  openActivityKey: z.string().default(D.openActivityKey),
  topPlanKey: z.string().default(D.topPlanKey),
  daysToShow: z.number().int().min(1).max(14).default(D.daysToShow),
  proPrice: z.number().nonnegative().default(D.proPrice),
  creditsPlan: z.number().nonnegative().default(D.creditsPlan),
  creditsNoPlan: z.number().nonnegative().default(D.creditsNoPlan),
  changePlanDayLimit: z.number().int().min(1).max(28).default(D.changePlanDayLimit),
  bookFutureClassStartHour: z.number().int().min(0).max(23).default(D.bookFutureClassStartHour),
  cancelLimitMinutes: z.number().int().min(0).default(D.cancelLimitMinutes),
  phoneNumber: z.string().default(D.phoneNumber),
  /** The gym's time zone: class times and dates are shown in it, wherever the phone is. */
  timeZone: z.string().default(D.timeZone),
  paymentPublicKey: z.string().nullable().default(D.paymentPublicKey),
});
export type AppConfig = z.infer<typeof appConfigSchema>;

export const appInfoSchema = z.object({ version: z.string() });
export type AppInfo = z.infer<typeof appInfoSchema>;
