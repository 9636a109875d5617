import { z } from 'zod';

/**
 * Every error code the API answers, with the HTTP status it comes with. The web app shows a code
 * translated as `error.{code}`, so a code is never renamed once shipped; a test checks that each
 * one has a Catalan and a Spanish text.
 */
export const ERROR_CATALOGUE = {
  // 400: the request itself is wrong
  validation: 400,
  bad_request: 400,
  invalid_image: 400,
  reset_link_invalid: 400,
  wrong_password: 400,
  future_date: 400,
  day_off_past: 400,
  invalid_card: 400,
  invalid_cvc: 400,
  chat_message_empty: 400,
  chat_message_too_long: 400,
  // Households (docs/product.md, Households): the guardian's consent, and a login only from 14.
  guardian_consent_required: 400,
  dependent_login_required: 400,
  dependent_login_too_young: 400,
  // Whiteboard comments (features/reactions): nothing left after trimming, or past SCORE_COMMENT_MAX.
  comment_empty: 400,
  comment_too_long: 400,
  // SEPA bank files (docs/sepa.md): not one of the two kinds, or not valid against its schema.
  return_file_unreadable: 400,
  return_file_unknown: 400,
  return_file_invalid: 400,
  // The door (docs/product.md, Check-in at the door): a code not one of ours, or its digits wrong
  // (forged, or from a secret the member replaced); a code of a past minute (a screenshot passed on).
  checkin_code_invalid: 400,
  checkin_code_expired: 400,
  // 401: who is calling is unknown or their session is over
  unauthorized: 401,
  invalid_credentials: 401,
  refresh_revoked: 401,
  refresh_reused: 401,
  refresh_expired: 401,
  // 402: the card or the bank said no (payments)
  card_declined: 402,
  insufficient_funds: 402,
  expired_card: 402,
  incorrect_cvc: 402,
  processing_error: 402,
  authentication_failed: 402,
  authentication_required: 402,
  // Bizum: the member said no in their bank's app, or did not answer in time
  bizum_declined: 402,
  bizum_expired: 402,
  // 403 and 404
  forbidden: 403,
  not_found: 404,
  not_in_class: 404,
  // 408, 413, 415, 429, 431: the transport
  request_timeout: 408,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  headers_too_large: 431,
  // 409: a rule of the box refuses it in the state things are in
  conflict: 409,
  // The in-house Open (docs/product.md, The in-house Open): registration closed, the profile lacks
  // the sex or birth date a division needs, under 14, not registered, the workout not open, a
  // result of another kind, over the cap, a tiebreak the workout does not ask for; a judge's own score.
  open_registration_closed: 409,
  open_profile_incomplete: 409,
  open_too_young: 409,
  open_not_registered: 409,
  open_workout_closed: 409,
  open_result_kind_mismatch: 409,
  open_over_cap: 409,
  open_tiebreak_not_asked: 409,
  open_own_score: 409,
  // A class's or weekly slot's coach must be an active trainer or admin.
  coach_not_staff: 409,
  // The score's owner turned reactions off, or the score is not on the whiteboard.
  reactions_off: 409,
  cin_taken: 409,
  class_cancelled: 409,
  class_not_bookable: 409,
  class_started: 409,
  user_not_active: 409,
  last_admin: 409,
  already_in_class: 409,
  single_book: 409,
  no_credits: 409,
  // The box's terms (docs/product.md, Terms): not accepted yet, or a version that is not the current one.
  terms_not_accepted: 409,
  terms_outdated: 409,
  member_no_credits: 409,
  penalization_required: 409,
  not_in_place: 409,
  attendance_not_open: 409,
  attended: 409,
  capacity_below_booked: 409,
  balance_negative: 409,
  standing_exists: 409,
  wod_exists: 409,
  schedule_duplicate: 409,
  schedule_overlap: 409,
  day_off_exists: 409,
  recovery_exists: 409,
  movement_exists: 409,
  movement_record_lower: 409,
  block_not_scored: 409,
  score_kind_mismatch: 409,
  benchmark_exists: 409,
  benchmark_in_use: 409,
  mandate_reference_taken: 409,
  mandate_iban_is_creditor: 409,
  no_mandate: 409,
  creditor_missing: 409,
  remittance_exported: 409,
  remittance_month_closed: 409,
  remittance_empty: 409,
  invoice_clock_behind: 409,
  // SEPA (docs/sepa.md): the members' notice before a debit; a bank file of another creditor, or
  // naming debits the box never sent; a debt already paid.
  prenotice_too_short: 409,
  return_file_foreign: 409,
  return_file_unknown_debits: 409,
  sepa_debt_settled: 409,
  wod_not_started: 409,
  no_card: 409,
  receipt_invalid: 409,
  receipt_used: 409,
  receipt_wrong_amount: 409,
  // Refunds (docs/invoicing.md, Refunds): what is left of a receipt, and the price shown at checkout.
  refund_exceeds_amount: 409,
  already_refunded: 409,
  receipt_not_refundable: 409,
  price_changed: 409,
  payment_refunded: 409,
  already_has_plan: 409,
  same_plan: 409,
  no_plan: 409,
  membership_paused: 409,
  membership_not_paused: 409,
  maintenance_needs_plan: 409,
  invoice_voided: 409,
  invoice_rectified: 409,
  invoice_not_voidable: 409,
  backup_running: 409,
  // Households: an adult is no dependent, a dependent has no dependents, a guardian is not deleted
  // while their dependents still hang on them.
  dependent_adult: 409,
  guardian_is_dependent: 409,
  household_has_dependents: 409,
  // Removing or handing over: only a dependent of the household, only to a member of their own.
  not_a_dependent: 409,
  guardian_not_eligible: 409,
  // The first visit (docs/product.md, The first visit): no trials at this box, one trial per
  // person, members sign in instead, and a visitor never waits in a list.
  trial_unavailable: 409,
  trial_used: 409,
  // The paid drop-in: the box offers none, the place held while paying was let go, the payment
  // did not go through, or it is too late to cancel (docs/product.md, The first visit).
  drop_in_unavailable: 409,
  visit_hold_expired: 409,
  visit_payment_failed: 402,
  visit_cancel_too_late: 409,
  visitor_is_member: 409,
  class_full: 409,
  // 5xx: ours, or the database's for a moment
  internal: 500,
  payment_provider_error: 502,
  service_unavailable: 503,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;
export const ERROR_CODES = Object.keys(ERROR_CATALOGUE) as ErrorCode[];
export const statusOfError = (code: ErrorCode): number => ERROR_CATALOGUE[code];

/** Values a translated message needs (which activity, when a class opens); never English text. */
export const errorParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));
export type ErrorParams = z.infer<typeof errorParamsSchema>;

export const errorEnvelopeSchema = z.object({
  statusCode: z.number().int(),
  code: z.string(),
  message: z.string(),
  field: z.string().optional(),
  params: errorParamsSchema.optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
