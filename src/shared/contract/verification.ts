import { z } from 'zod';
import { OTP_TYPES } from '../signup';
import { emailAddress, singleLineText } from './text';

/** `id` is the account's email, as in the other links the gateway mails. */
const target = { id: emailAddress('Email'), type: z.enum(OTP_TYPES) };

export const verifyOtpInputSchema = z.object({ ...target, code: singleLineText('Code').regex(/^\d{4}$/, { error: 'Enter the 4-digit code.' }) });
export const resendOtpInputSchema = z.object(target);
