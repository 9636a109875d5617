import { ERROR_CATALOGUE, type ErrorCode } from '@boxbook/domain';
import { AppError } from '../../infra/http/app-error';
import { CardError } from './provider/payment-provider';

const isErrorCode = (code: string): code is ErrorCode => code in ERROR_CATALOGUE;

/**
 * A provider's failure as the API answers it: a refusal about the card keeps its code (declined,
 * expired…), an unknown payment method is `invalid_card`, anything else is the provider's outage.
 */
export function asAppError(error: unknown): never {
  if (error instanceof AppError) throw error;
  if (error instanceof CardError) {
    if (isErrorCode(error.code) && error.code !== 'invalid_card')
      throw new AppError(error.code, error.message);
    throw new AppError('invalid_card', error.message, { field: 'pmId' });
  }
  throw new AppError('payment_provider_error', 'The payment provider did not answer', {
    headers: { 'retry-after': '5' },
  });
}
