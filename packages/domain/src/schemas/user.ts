import { z } from 'zod';
import { idSchema, isoDateSchema, wholeTextSchema } from './common';

export const roleSchema = z.enum(['USER', 'ADMIN', 'TRAINER', 'TESTER']);
export type Role = z.infer<typeof roleSchema>;
/** Trainers and admins: who runs classes, the timetable and the workouts. */
export const STAFF = ['TRAINER', 'ADMIN'] as const satisfies readonly Role[];
export const userStatusSchema = z.enum(['INACTIVE', 'ACTIVE', 'MAINTENANCE']);
export type UserStatus = z.infer<typeof userStatusSchema>;
export const sexSchema = z.enum(['MASCULINE', 'FEMININE']);

/** The user as the API sends it, derived flags included so every client agrees on them. */
export const userSchema = z.object({
  id: z.number().int(),
  status: userStatusSchema,
  discount: z.number(),
  cin: z.string(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  phone: z.string(),
  createdAt: z.string(),
  credits: z.object({ activity: z.number().int(), open: z.number().int() }),
  image: z.string(),
  observations: z.string(),
  pro: z.boolean(),
  roles: z.array(roleSchema),
  birth: z.string().nullable(),
  sex: sexSchema.nullable(),
  plan: z.object({ id: z.number().int(), key: z.string(), name: z.string() }).nullable(),
});
export type User = z.infer<typeof userSchema>;

/**
 * What a trainer sees of another member: enough to run a class (who they are, whether they may
 * book, their plan and credits), nothing personal — no DNI, birth date, phone, e-mail or
 * observations (docs/decisions.md).
 */
export const memberSummarySchema = userSchema.pick({
  id: true,
  status: true,
  name: true,
  surname: true,
  image: true,
  pro: true,
  credits: true,
  plan: true,
});
export type MemberSummary = z.infer<typeof memberSummarySchema>;
/** A user in full (the member themselves, admins) or as a summary (trainers). */
export const userOrSummarySchema = z.union([userSchema, memberSummarySchema]);

export interface UserFlags {
  shortName: string;
  isAdmin: boolean;
  isTrainer: boolean;
  isTester: boolean;
  isPro: boolean;
  hasPlan: boolean;
  isActive: boolean;
  isMaintenance: boolean;
}

/**
 * Flags derived from the user, so every client agrees on them. Pro shows for pro users, the top
 * plan, and admins (see docs/product.md, Roles).
 */
export function userFlags(user: User, topPlanKey: string): UserFlags {
  const isAdmin = user.roles.includes('ADMIN');
  const firstSurname = user.surname.trim().split(/\s+/)[0] ?? '';
  return {
    shortName: `${user.name.trim().split(/\s+/)[0] ?? ''} ${firstSurname}`.trim(),
    isAdmin,
    isTrainer: user.roles.includes('TRAINER'),
    isTester: user.roles.includes('TESTER'),
    isPro: user.pro || user.plan?.key === topPlanKey || isAdmin,
    hasPlan: user.plan !== null,
    isActive: user.status === 'ACTIVE',
    isMaintenance: user.status === 'MAINTENANCE',
  };
}

/**
 * What PUT /api/users/{id} accepts. Members change their personal data; the fields after
 * `observations` are for admins only (a member sending them unchanged is fine, changed is refused).
 */
export const userUpdateSchema = z.object({
  name: z.string().trim().min(1).max(60),
  surname: z.string().trim().min(1).max(100),
  email: z.email().max(254),
  phone: z.string().trim().min(6).max(30),
  birth: isoDateSchema.nullable(),
  sex: sexSchema.nullable(),
  observations: z.string().max(2000).optional(),
  status: userStatusSchema.optional(),
  discount: z.number().min(0).max(100).optional(),
  roles: z.array(roleSchema).min(1).optional(),
  pro: z.boolean().optional(),
  plan: z.object({ id: idSchema }).nullable().optional(),
});
export type UserUpdate = z.infer<typeof userUpdateSchema>;

export const userSearchSchema = z.object({
  name: z.string().trim().max(100).default(''),
  page: wholeTextSchema(0, 100_000).default(0),
  size: wholeTextSchema(1, 50).default(20),
});
