import { type ErrorCode, errorEnvelopeSchema, statusOfError } from '@boxbook/domain';
import type { z } from 'zod';

/**
 * Response schemas for the refusals a route may answer, grouped by status, so the OpenAPI
 * document names them (`409: no_credits, penalization_required`). The body is the one error shape.
 */
export function refusals(...codes: ErrorCode[]): Record<number, z.ZodType> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) {
    const status = statusOfError(code);
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return Object.fromEntries(
    [...byStatus].map(([status, list]) => [status, errorEnvelopeSchema.describe(list.join(', '))]),
  );
}
