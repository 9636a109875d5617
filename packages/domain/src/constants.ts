/** Business constants of spec point 9. The server's stored settings override the config defaults. */
export const CONFIG_DEFAULTS = {
  defaultActivityKey: 'crossfit',
  openActivityKey: 'open_box',
  topPlanKey: 'games',
  daysToShow: 3,
  proPrice: 4.95,
  creditsPlan: 7,
  creditsNoPlan: 12,
  changePlanDayLimit: 26,
  bookFutureClassStartHour: 17,
  cancelLimitMinutes: 120,
  phoneNumber: '+34931234567',
} as const;

export const LANGUAGES = ['ca', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'es';

/** Credit counts above this are shown as unlimited (∞). */
export const UNLIMITED_CREDITS_ABOVE = 49;
export const DEFAULT_CLASS_SIZE = 12;
export const HOME_PLAN_COUNT = 4;
export const SEARCH_LIMIT = 50;
export const PAGER_GROUP_SIZE = 5;
/** The box opened its calendar on this date; earlier days cannot be selected. */
export const CALENDAR_FIRST_DAY = '2022-07-07';
export const BAR_DEFAULT_KG = 20;
export const PLATE_SIZES_KG = [25, 20, 15, 10, 5, 2.5, 1.5, 1, 0.5] as const;
