import { z } from 'zod';
import { PRODUCT_CODES } from '../products';
import { defineOperation } from './operation';
import { sessionUserSchema } from './user';

export const currentUserOutputSchema = z.object({
  message: z.string(),
  data: z.object({
    user: sessionUserSchema,
    isFeedbackCompleted: z.boolean(),
    company: z.object({
      id: z.string(),
      name: z.string(),
      products: z.array(z.enum(PRODUCT_CODES)),
    }),
  }),
});
export type CurrentUserOutput = z.infer<typeof currentUserOutputSchema>;

/** Not shown in the spec; follows its style. Restores a remembered session and feeds the home screen. */
export const currentUser = defineOperation({
  name: 'users.me',
  gateway: 'onboarding',
  method: 'GET',
  path: 'users/me',
  summary: 'The signed-in user, their permissions and their company.',
  input: z.object({}),
  output: currentUserOutputSchema,
  access: { kind: 'session' },
  idempotent: true,
  renderer: true,
});
