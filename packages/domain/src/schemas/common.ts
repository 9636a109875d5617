import { z } from 'zod';

/** PostgreSQL's integer columns hold 4 bytes: a larger id or count is not one of ours. */
export const INT4_MAX = 2_147_483_647;

/** An id in a JSON body: a whole number an integer column can hold. */
export const idSchema = z.number().int().min(1).max(INT4_MAX);

/**
 * A whole number written in a path or a query string: plain decimal digits only, so `0x25`,
 * `1e3`, ` 1`, `+1` or `01` never name a row by accident.
 */
export const wholeTextSchema = (min: number, max: number) =>
  z
    .string()
    .regex(/^(0|[1-9]\d{0,9})$/, 'plain decimal digits')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

/** An id in a path or a query string. */
export const idTextSchema = wholeTextSchema(1, INT4_MAX);
export const idParamsSchema = z.object({ id: idTextSchema });

/** Years a date of the box can fall in: birth dates to far bookings, never 9999. */
export const DATE_RANGE = { first: '1900-01-01', last: '2199-12-31' } as const;

/** A calendar date, YYYY-MM-DD, inside DATE_RANGE. */
export const isoDateSchema = z.iso
  .date()
  .refine((date) => date >= DATE_RANGE.first && date <= DATE_RANGE.last, 'out of range (1900–2199)');

/** A page of results, the one shape every paged list has. */
export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    totalPages: z.number().int(),
    totalElements: z.number().int(),
    empty: z.boolean(),
    number: z.number().int(),
    content: z.array(item),
  });
/** A page of `T`s, typed from `pageSchema` so the server's answers and the web's reads cannot drift. */
export type Page<T> = z.infer<ReturnType<typeof pageSchema<z.ZodType<T>>>>;

export const hexColorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/);
/** Euros and cents; the messages are keys the web app translates as `forms.{message}`. */
export const moneySchema = z.number().nonnegative('zero_or_more').multipleOf(0.01, 'cents');
/** What a plan or a product costs: more than nothing, since a card payment of 0 € cannot be made. */
export const priceSchema = z.number().positive('more_than_zero').multipleOf(0.01, 'cents');
