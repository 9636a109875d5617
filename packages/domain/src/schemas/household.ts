import { z } from 'zod';
import { cinSchema, passwordSchema } from './auth';
import { isoDateSchema } from './common';

/** One person of a household as its members and the staff see them. */
export const householdPersonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  surname: z.string(),
  image: z.string(),
  birth: z.string().nullable(),
  /** Whether they sign in themselves (14 or older); a child under 14 has no login. */
  hasLogin: z.boolean(),
  /** When the guardian consented for them (LOPDGDD art. 7); null for the guardian. */
  guardianConsentAt: z.string().nullable(),
});
export type HouseholdPerson = z.infer<typeof householdPersonSchema>;

/**
 * A member's household: who books and pays for them (`guardian`, for a dependent) and whom they
 * book and pay for (`dependents`). Both empty for a member on their own.
 */
export const householdSchema = z.object({
  guardian: householdPersonSchema.nullable(),
  dependents: z.array(householdPersonSchema),
});
export type Household = z.infer<typeof householdSchema>;

/**
 * A dependent the guardian adds. Under 14: name, surname and birth date only. 14 to 17: their own
 * DNI/NIE, e-mail and password too, to sign in themselves. `consent` is the guardian's declaration
 * that they are the parent or legal guardian and consent; it is refused unless true.
 */
export const addDependentSchema = z.object({
  name: z.string().trim().min(1).max(60),
  surname: z.string().trim().min(1).max(100),
  birth: isoDateSchema,
  consent: z.boolean(),
  login: z
    .object({ cin: cinSchema, email: z.email().max(254), password: passwordSchema })
    .nullable()
    .default(null),
});
export type AddDependent = z.input<typeof addDependentSchema>;

/**
 * Staff hand a dependent to another guardian (the other parent): the new guardian's consent is
 * recorded again, as when a dependent is added.
 */
export const handOverDependentSchema = z.strictObject({
  guardianId: z.number().int().positive(),
  consent: z.boolean(),
});
export type HandOverDependent = z.infer<typeof handOverDependentSchema>;
