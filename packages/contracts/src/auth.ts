import { z } from 'zod';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from './common';
import { field, invalid, required } from './message-core';

export const signInRequest = z.strictObject({
  username: z
    .string()
    .trim()
    .min(1, required(field('username')))
    .max(EMAIL_MAX_LENGTH, invalid(field('username'))),
  password: z
    .string()
    .min(1, required(field('password')))
    .max(PASSWORD_MAX_LENGTH, invalid(field('password'))),
});
export type SignInRequest = z.infer<typeof signInRequest>;

/** Spec §3 "Signed-in user": exactly these fields, kept in localStorage under `auth_user`. */
export const authUser = z.strictObject({
  token: z.string(),
  username: z.string(),
  firstName: z.string().nullable(),
  taxpayerId: z.string().nullable(),
  isBusinessUser: z.boolean(),
});
export type AuthUser = z.infer<typeof authUser>;

export const signOutResponse = z.object({ signedOut: z.literal(true) });
