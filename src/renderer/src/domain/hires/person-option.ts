import { z } from 'zod';

/** A person as the async pickers hold one (spec section 3: `_id` and `fullName`). */
export const personOptionSchema = z.object({ _id: z.string(), fullName: z.string().optional(), teamName: z.string().optional() });
export type PersonOption = z.infer<typeof personOptionSchema>;
