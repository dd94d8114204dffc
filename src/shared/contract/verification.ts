import { z } from 'zod';
import { OTP_TYPES } from '../signup';
import { messageOutputSchema } from './auth';
import { defineOperation } from './operation';
import { emailAddress, singleLineText } from './text';

/** `id` is the account's email, as in the other links the gateway mails. */
const target = { id: emailAddress('Email'), type: z.enum(OTP_TYPES) };

export const verifyOtp = defineOperation({
  name: 'auth.verifyOtp',
  gateway: 'onboarding',
  method: 'POST',
  path: 'auth/verify-otp',
  summary: 'Confirm the account’s email with the 4-digit code mailed to it.',
  input: z.object({ ...target, code: singleLineText('Code').regex(/^\d{4}$/, { error: 'Enter the 4-digit code.' }) }),
  output: messageOutputSchema,
  access: { kind: 'public' },
  idempotent: false,
  renderer: true,
});

export const resendOtp = defineOperation({
  name: 'auth.resendOtp',
  gateway: 'onboarding',
  method: 'POST',
  path: 'auth/resend-otp',
  summary: 'Mail a new verification code; at most one every 59 seconds.',
  input: z.object(target),
  output: messageOutputSchema,
  access: { kind: 'public' },
  idempotent: false,
  renderer: true,
});
