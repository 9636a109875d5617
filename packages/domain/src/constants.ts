/**
 * Business constants (see docs/product.md, Constants); the app config's defaults live in its schema
 * (schemas/app.ts).
 */
export const LANGUAGES = ['ca', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'es';

/** Credit counts above this are shown as unlimited (∞). */
export const UNLIMITED_CREDITS_ABOVE = 49;
export const DEFAULT_CLASS_SIZE = 12;
/** Trainers mark who came from this many minutes before a class starts (members arrive early). */
export const ATTENDANCE_OPENS_MINUTES = 15;
/** The picture of a member who has not uploaded one. */
export const DEFAULT_AVATAR = '/img/placeholder-avatar.svg';
export const HOME_PLAN_COUNT = 4;
export const PAGER_GROUP_SIZE = 5;
/** The box opened its calendar on this date; earlier days cannot be selected. */
export const CALENDAR_FIRST_DAY = '2022-07-07';
export const BAR_DEFAULT_KG = 20;
export const PLATE_SIZES_KG = [25, 20, 15, 10, 5, 2.5, 1.5, 1, 0.5] as const;
/** The longest comment on a whiteboard score, in characters (after trimming). */
export const SCORE_COMMENT_MAX = 140;
/** How long the in-app notifications list keeps what a member was told. */
export const NOTIFICATIONS_KEPT_DAYS = 90;
