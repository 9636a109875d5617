import { z } from 'zod';

/**
 * Stable error codes. The web app shows them translated as `error.{code}`,
 * so a code is never renamed once shipped.
 */
export const ERROR_CODES = [
  'validation',
  'not_found',
  'unauthorized',
  'forbidden',
  'conflict',
  'rate_limited',
  'payload_too_large',
  'headers_too_large',
  'request_timeout',
  'bad_request',
  'unsupported_media_type',
  'service_unavailable',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const errorEnvelopeSchema = z.object({
  statusCode: z.number().int(),
  code: z.string(),
  message: z.string(),
  field: z.string().optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
