import { IDEMPOTENCY_KEY_PATTERN } from '@shared/idempotency';
import { z } from 'zod';

/** A renderer's `ApiCallOptions`, checked in the core whichever transport carried them. */
export const apiCallOptionsSchema = z.strictObject(
  {
    idempotencyKey: z
      .string({ error: 'The idempotency key must be text.' })
      .regex(IDEMPOTENCY_KEY_PATTERN, { error: 'The idempotency key must be 1 to 255 visible characters.' })
      .optional(),
  },
  { error: 'The call options must be an object with known fields only.' },
);

export type CheckedCallOptions = z.infer<typeof apiCallOptionsSchema>;

export const NOT_KEYED_MESSAGE = 'This operation does not take an idempotency key.';
