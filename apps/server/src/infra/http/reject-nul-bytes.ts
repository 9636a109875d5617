import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

/** Where a NUL character sits in a request's params, query or body, as `field.path`; null if nowhere. */
function findNul(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object' || depth > 20) return null;
  for (const [key, item] of Object.entries(value)) {
    const found =
      findNul(item, path ? `${path}.${key}` : key, depth + 1) ?? (key.includes('\u0000') ? key : null);
    if (found !== null) return found;
  }
  return null;
}

/**
 * PostgreSQL text cannot hold a NUL character: one in any field would fail its query with a 500
 * (and log the values). Every route refuses it before validation, naming the field.
 */
export function rejectNulBytes(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const field = findNul(request.params, '') ?? findNul(request.query, '') ?? findNul(request.body, '');
    if (field !== null)
      throw new AppError('validation', `${field || 'body'}: contains a NUL character`, {
        field: field || 'body',
      });
  });
}
