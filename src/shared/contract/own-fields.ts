import { z } from 'zod';
import { CUSTOM_FIELD_TYPES } from '../custom-fields';
import { customFieldOptionSchema } from './fields';

/** One field of the new hire's own record as their welcome page shows it ("About you"); only fields they may see. */
export const ownFieldSchema = z.object({
  /** A built-in key (`phone`) or a custom field's id. */
  key: z.string(),
  label: z.string(),
  section: z.string(),
  type: z.enum(CUSTOM_FIELD_TYPES),
  options: z.array(customFieldOptionSchema),
  /** The value as the own-fields save takes it; null when not set, and for a sensitive value. */
  value: z.union([z.string(), z.number(), z.boolean(), z.array(z.string())]).nullable(),
  /** The value as people read it; null when not set. */
  text: z.string().nullable(),
  /** Whether the new hire may change it themselves (`newHire.updateOwnFields`). */
  editable: z.boolean(),
});
export type OwnField = z.infer<typeof ownFieldSchema>;
