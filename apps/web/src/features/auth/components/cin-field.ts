import { cinSchema } from '@boxbook/domain';
import { z } from 'zod';

/**
 * The DNI/NIE as a form checks it: an empty field is "required", and only a typed one is checked
 * for its letter (the API's schema alone calls an empty field a wrong letter).
 */
export const cinFieldSchema = z.string().trim().min(1).pipe(cinSchema);
