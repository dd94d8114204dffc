import { z } from 'zod';
import { PRODUCT_CODES } from '../products';
import { type NamespaceOperations, defineOperation } from './operation';
import { logoutInputSchema, messageOutputSchema } from './auth';
import { userOptionSchema } from './settings';
import { singleLineText } from './text';
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

export const logout = defineOperation({
  name: 'users.logout',
  gateway: 'onboarding',
  method: 'POST',
  path: 'users/logout',
  summary: 'End the session: its refresh token family is revoked.',
  input: logoutInputSchema,
  output: messageOutputSchema,
  access: { kind: 'session' },
  idempotent: false,
  renderer: false,
});

export const dropdownAllUsers = defineOperation({
  name: 'users.dropdown',
  gateway: 'onboarding',
  method: 'GET',
  path: 'super-admin/system-admin/dropdown-get-all-users',
  summary: 'The company’s active staff for the manager, coordinator and buddy pickers, 10 at a time; `data` is the page.',
  input: z.object({
    search: singleLineText('Search').max(100).optional(),
    offset: z.coerce.number().int().min(0).default(0),
    limit: z.coerce.number().int().min(1).max(50).default(10),
  }),
  output: z.object({ message: z.string(), data: z.array(userOptionSchema), total: z.number() }),
  access: { kind: 'right', right: 'onb.new_hires.view' },
  idempotent: true,
  renderer: true,
});

/** Every `users.*` operation, by name. */
export const usersOperations = {
  'users.me': currentUser,
  'users.logout': logout,
  'users.dropdown': dropdownAllUsers,
} as const satisfies NamespaceOperations<'users'>;
