import { z } from 'zod';
import { PRODUCT_CODES } from '../products';
import { USER_KINDS, USER_ROLES } from '../roles';

export const menuPermissionsEntrySchema = z.object({
  menu: z.array(z.string()),
  module: z.array(z.string()),
});

export const menuPermissionsSchema = z.partialRecord(z.enum(PRODUCT_CODES), menuPermissionsEntrySchema);
export type MenuPermissions = z.infer<typeof menuPermissionsSchema>;

/** The signed-in user as the gateway describes them; never holds a secret. */
export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  role: z.enum(USER_ROLES),
  kind: z.enum(USER_KINDS),
  company: z.object({ id: z.string(), name: z.string() }),
  /** Dotted permission ids of the catalogue that the user holds. */
  permissions: z.array(z.string()),
  menuPermissions: menuPermissionsSchema,
  /**
   * Spec section 6: the login-as state is a string. Set while an administrator acts as this user
   * (the administrator's name); the screens disable their buttons and the gateway refuses writes.
   */
  loginAs: z.string().optional(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;
