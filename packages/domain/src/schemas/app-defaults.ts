/**
 * The app config's defaults (see docs/product.md, Constants), the one list of them: appConfigSchema
 * takes each default from here, the server overrides them with what the box stored in `settings`,
 * and the web app shows them until the config loads. A plain object in a module of its own, so the
 * web app's first download carries these values without zod.
 */
export const CONFIG_DEFAULTS = {
  defaultActivityKey: 'crossfit',
  openActivityKey: 'open_box',
  topPlanKey: 'games',
  daysToShow: 3,
  proPrice: 4.95,
  creditsPlan: 7,
  creditsNoPlan: 12,
  changePlanDayLimit: 26,
  sepaLeadDays: 2,
  firstMonthBilling: 'prorated' as 'prorated' | 'full',
  /** Booking waits until the member accepted the box's current terms (docs/product.md, Terms). */
  termsBlockBooking: false,
  bookFutureClassStartHour: 17,
  wodVisibleHoursBefore: 4,
  cancelLimitMinutes: 120,
  checkinBeforeMinutes: 30,
  checkinAfterMinutes: 15,
  drawEnabled: false,
  drawWindowSeconds: 60,
  phoneNumber: '+34931234567',
  /** A visitor may book one free trial class (see docs/product.md, The first visit). */
  trialEnabled: true,
  /** A visitor may book a paid drop-in class, at `dropInPrice` euros (VAT included). */
  dropInEnabled: true,
  dropInPrice: 15,
  /** Days a visitor's health declaration is kept after their class, then deleted. */
  healthDataRetentionDays: 30,
  timeZone: 'Europe/Madrid',
  paymentPublicKey: null as string | null,
};
