import { z } from 'zod';
import { isValidCin, normalizeCin } from '../rules/cin';
import { isoDateSchema } from './common';
import { sexSchema, userSchema } from './user';

export const PASSWORD_MIN_LENGTH = 8;

export const cinSchema = z
  .string()
  .trim()
  .max(20)
  .transform(normalizeCin)
  .refine(isValidCin, { message: 'invalid_cin' });

export const passwordSchema = z.string().min(PASSWORD_MIN_LENGTH).max(200);

export const loginSchema = z.object({ cin: cinSchema, password: z.string().min(1).max(200) });
export type LoginRequest = z.infer<typeof loginSchema>;

export const signupSchema = z.object({
  cin: cinSchema,
  password: passwordSchema,
  name: z.string().trim().min(1).max(60),
  surname: z.string().trim().min(1).max(100),
  email: z.email().max(254),
  phone: z.string().trim().min(6).max(30),
  birth: isoDateSchema.nullable().optional(),
  sex: sexSchema.nullable().optional(),
  /**
   * The id of the terms version the member read and accepted (docs/product.md, Terms); required
   * while the box has published terms, and it must be the current one.
   */
  acceptedTermsId: z.number().int().positive().optional(),
});
export type SignupRequest = z.infer<typeof signupSchema>;

export const authResponseSchema = z.object({
  jwt: z.string(),
  refreshToken: z.string(),
  /** When the jwt stops working; the app refreshes 60 s before. */
  expiresAt: z.string(),
  user: userSchema,
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const refreshRequestSchema = z.object({ refreshToken: z.string().min(20).max(200) });
export const forgotPasswordSchema = z.object({ cin: cinSchema });
export const resetPasswordSchema = z.object({ cin: cinSchema, password: passwordSchema });
export const changePasswordSchema = z.object({
  oldPassword: z.string().min(1).max(200),
  newPassword: passwordSchema,
});

/**
 * What the web keeps in storage; anything of another shape is thrown away (see docs/product.md,
 * Accounts and sessions).
 */
export const storedTokenSchema = z.object({
  token: z.string().min(1),
  refreshToken: z.string().nullable(),
  starts: z.number().int().nonnegative().default(0),
});
export type StoredToken = z.infer<typeof storedTokenSchema>;
