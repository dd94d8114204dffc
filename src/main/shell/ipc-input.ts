import { rendererOperationNames } from '@shared/contract/registry';
import { z } from 'zod';

export const signInRequestSchema = z.object({
  email: z.string({ error: 'Email must be text.' }).max(320, { error: 'Email must be at most 320 characters.' }),
  password: z.string({ error: 'Password must be text.' }).max(256, { error: 'Password must be at most 256 characters.' }),
  loggedIn: z.boolean({ error: 'Remember me must be true or false.' }),
});

const callableNames = new Set(rendererOperationNames());

export const apiCallSchema = z.object({
  name: z
    .string({ error: 'The operation name must be text.' })
    .refine((name) => callableNames.has(name), { error: 'This operation cannot be called from the window.' }),
  input: z.record(z.string(), z.unknown(), { error: 'The operation input must be an object.' }),
  /** `ApiCallOptions`; its fields are checked by the core. */
  options: z.record(z.string(), z.unknown(), { error: 'The call options must be an object.' }).optional(),
});

export type ApiCallRequest = z.infer<typeof apiCallSchema>;

/** The copy itself (text of bounded size) is checked by the core. */
export const offlineSaveSchema = z.object({ data: z.unknown() }, { error: 'The offline copy must be sent as { data }.' });
