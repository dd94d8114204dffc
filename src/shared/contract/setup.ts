import { z } from 'zod';
import { type NamespaceOperations, defineOperation } from './operation';

/** The settings home and the setup overview: what the company has set up, in one read. */

export const setupSummarySchema = z.object({
  departments: z.number().int(),
  locations: z.number().int(),
  plans: z.number().int(),
  /** Other criteria and custom fields in use: archived ones are left out. */
  otherCriteria: z.number().int(),
  customFields: z.number().int(),
  people: z.object({ active: z.number().int(), invited: z.number().int(), deactivated: z.number().int() }),
  /** A logo, or a brand colour other than the one every company starts with. */
  brandingSet: z.boolean(),
  health: z.object({
    /** Current hires (pending, preboarding, onboarding) given no plan. */
    hiresWithoutPlan: z.number().int(),
    /** Staff invited more than a week ago who have not set their password. */
    invitationsNotAccepted: z.number().int(),
    /** Rules (of task templates, plans, …) that set criteria no current hire meets. */
    rulesMatchingNoOne: z.number().int(),
    /** Archived departments, locations, other criteria or options that rules still use. */
    archivedValuesInUse: z.number().int(),
  }),
});
export type SetupSummary = z.infer<typeof setupSummarySchema>;

const summaryOutput = z.object({ message: z.string(), data: setupSummarySchema });

export const getSetupSummary = defineOperation({
  name: 'setup.summary',
  gateway: 'onboarding',
  method: 'GET',
  path: 'settings/summary',
  summary: 'What the company has set up (departments, locations, plans, people, branding) and what needs attention.',
  input: z.object({}),
  output: summaryOutput,
  access: { kind: 'right', right: 'onb.settings.view' },
  idempotent: true,
  renderer: true,
});

export const startFromSample = defineOperation({
  name: 'setup.startFromSample',
  gateway: 'onboarding',
  method: 'POST',
  path: 'settings/sample-set',
  summary: 'Give a company with no departments and no plans sample departments and a standard plan with tasks in the four categories.',
  input: z.object({}),
  output: summaryOutput,
  access: { kind: 'right', right: 'onb.settings.manage' },
  idempotent: false,
  idempotencyKey: true,
  renderer: true,
});

/** Every `setup.*` operation, by name. */
export const setupOperations = {
  'setup.summary': getSetupSummary,
  'setup.startFromSample': startFromSample,
} as const satisfies NamespaceOperations<'setup'>;
