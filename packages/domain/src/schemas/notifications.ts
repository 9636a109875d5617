import { z } from 'zod';
import { LANGUAGES } from '../constants';

/**
 * What a push says, by kind (docs/architecture.md, "Push"). A kind is stored with the push in the
 * outbox and turned into text in the member's language when it leaves, so a push reads the state
 * of things when it is sent.
 */
export const pushKindSchema = z.enum([
  /** Moved in from the waiting list. */
  'promoted',
  /** A place is free inside the cancellation window: every waiting member is told. */
  'place_free',
  /** A class of yours was cancelled (a day off, or by staff). */
  'class_cancelled',
  /** A standing booking could not be taken (no place, no credit). */
  'standing_not_taken',
  /** The booking draw gave you a place. */
  'draw_in',
  /** The booking draw did not give you a place: the waiting list, or a booking rule refused it. */
  'draw_not_in',
  /** The monthly plan renewal failed. */
  'renewal_failed',
  /** A message from the box to everyone. */
  'broadcast',
  /** A payment of the member was refunded (by an admin, or at once after the app refused it). */
  'refunded',
  /** A direct debit is coming: amount, date, mandate and creditor (SEPA pre-notification). */
  'sepa_prenotice',
  /** A direct debit came back unpaid: the member owes it and can pay it by card. */
  'sepa_returned',
  /** A booked class starts soon. */
  'reminder',
  /** Staff answered in the member's chat. */
  'chat_answer',
  /** A member wrote to staff (sent to trainers and admins). */
  'chat_message',
  /** Someone gave a fist bump to one of the member's whiteboard scores. */
  'score_bump',
  /** Someone commented on one of the member's whiteboard scores. */
  'score_comment',
]);
export type PushKind = z.infer<typeof pushKindSchema>;

/** Ids and short values a push needs to be written; never a text in one language. */
export const pushParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));
export type PushParams = z.infer<typeof pushParamsSchema>;

/** What the service worker receives and shows. */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** The screen a click opens, a path of the app. */
  url: z.string().startsWith('/'),
  /** Notifications of one tag replace each other (one per class, one per chat). */
  tag: z.string(),
  kind: pushKindSchema,
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;

const base64Url = z.string().regex(/^[A-Za-z0-9_-]+=*$/, 'base64url');

/** A browser's PushSubscription as `toJSON()` writes it. */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url().max(2048),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: base64Url.max(200), auth: base64Url.max(100) }),
});
export type PushSubscriptionJson = z.infer<typeof pushSubscriptionSchema>;

export const languageSchema = z.enum(LANGUAGES);

/** One device of the caller; the language its pushes are written in (the app's on that device). */
export const subscribeRequestSchema = z.object({
  subscription: pushSubscriptionSchema,
  language: languageSchema.optional(),
});

/** This device (`endpoint`) or, without it, every device of the caller. */
export const unsubscribeRequestSchema = z.object({ endpoint: z.url().max(2048).optional() });

/** Whether the server holds this device's subscription for the caller: the switch's truth. */
export const subscriptionQuerySchema = z.object({ endpoint: z.url().max(2048) });
export const subscriptionStateSchema = z.object({ stored: z.boolean() });
export type SubscriptionState = z.infer<typeof subscriptionStateSchema>;

export const BROADCAST_MAX_LENGTH = 500;
export const broadcastRequestSchema = z.object({
  message: z.string().trim().min(1).max(BROADCAST_MAX_LENGTH),
});

/** Minutes before a booked class the reminder leaves; null turns reminders off. */
export const REMINDER_CHOICES = [15, 30, 60, 120, 180, 1440] as const;
export const DEFAULT_REMINDER_MINUTES = 60;
export const notificationSettingsSchema = z.object({
  reminderMinutes: z.number().int().min(5).max(1440).nullable(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** One entry of a member's notifications list, worded in the language the list was asked in. */
export const notificationItemSchema = z.object({
  id: z.number().int(),
  kind: pushKindSchema,
  title: z.string(),
  body: z.string(),
  /** The screen it leads to, a path of the app. */
  url: z.string().startsWith('/'),
  createdAt: z.iso.datetime({ offset: true }),
  read: z.boolean(),
});
export type NotificationItem = z.infer<typeof notificationItemSchema>;

/** The latest of the member's notifications (kept NOTIFICATIONS_KEPT_DAYS) and how many are unread. */
export const notificationListSchema = z.object({
  unread: z.number().int(),
  items: z.array(notificationItemSchema),
});
export type NotificationList = z.infer<typeof notificationListSchema>;
export const notificationListQuerySchema = z.object({ lang: z.enum(LANGUAGES).optional() });
/** Which notifications to mark read: these ids, or every one when left out. */
export const markReadRequestSchema = z.object({
  ids: z.array(z.number().int().positive()).max(200).optional(),
});
