import type { ErrorCode, Refusal } from '@boxbook/domain';
import { AppError } from '../../infra/http/app-error';

/** For the log and the API's own readers; members read the translated code. */
const MESSAGES: Partial<Record<ErrorCode, string>> = {
  user_not_active: 'The member is not active',
  already_in_class: 'Already in this class or waiting for it',
  single_book: 'Only one class of this activity a day',
  no_credits: 'No credits of this kind left',
  member_no_credits: 'The member has no credit of this kind left',
  not_in_class: 'Not in this class',
  attended: 'The member came to this class; unmark attendance first',
  class_started: 'The class has already started',
  penalization_required: 'Leaving this late loses the credit; confirm to leave',
};

/** A booking rule's refusal (booking-rules.ts) as the error the member is answered with. */
export function refusalError({ refused, params }: Refusal): AppError {
  return new AppError(refused, MESSAGES[refused] ?? refused, params ? { params } : {});
}
