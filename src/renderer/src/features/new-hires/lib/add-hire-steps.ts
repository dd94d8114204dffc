import type { OperationInput } from '@shared/contract/registry';
import type { AsyncOption } from '@renderer/components/async-select/async-option';
import { type AskedFields, customFieldPayload } from '@renderer/domain/hires/custom-field-values';
import {
  formFieldOfPath,
  hireFieldsOf,
  type HireFormField,
  type HireFormInput,
  type HireFormPath,
  type HireFormValues,
} from '@renderer/domain/hires/hire-form-schema';

/** The add flow's steps, in order; step 1 has a route of its own, the others share hire-details. */
export const ADD_HIRE_STEPS = ['Personal', 'Job', 'People', 'Plan', 'Review'] as const;
export type AddHireStep = 0 | 1 | 2 | 3 | 4;

/** Navigation state of a move between the flow's two routes, so the next step's heading takes the focus. */
export const STEP_CHANGE = { addHireStepChange: true } as const;

export function cameFromAnotherStep(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'addHireStepChange' in state;
}

/** The fields each step checks before Continue moves on. */
export const STEP_FIELDS: Readonly<Record<0 | 1 | 2, readonly HireFormField[]>> = {
  0: ['firstName', 'lastName', 'preferredName', 'personalEmail', 'workEmail', 'phone'],
  1: ['jobTitle', 'departmentId', 'locationId', 'employmentStatus', 'startDate', 'timezone', 'otherCriterionIds', 'customFields'],
  2: ['manager', 'coordinator', 'buddy'],
};

/** The step a field is entered on; the custom fields are asked on the Job step. */
export function stepOfField(path: HireFormPath): 0 | 1 | 2 {
  const field = formFieldOfPath(path);
  if (STEP_FIELDS[0].includes(field)) return 0;
  if (STEP_FIELDS[1].includes(field)) return 1;
  return 2;
}

export function emptyHireForm(coordinator: AsyncOption | null, timezone: string): HireFormInput {
  return {
    firstName: '',
    lastName: '',
    preferredName: '',
    personalEmail: '',
    workEmail: '',
    phone: '',
    jobTitle: '',
    departmentId: null,
    locationId: null,
    // The select starts empty; the schema answers an empty choice with 'This field is required'.
    employmentStatus: '' as HireFormInput['employmentStatus'],
    startDate: '',
    timezone,
    otherCriterionIds: [],
    manager: null,
    coordinator,
    buddy: null,
    customFields: {},
  };
}

export type HireStatusOnCreate = 'pending' | 'preboarding';

/**
 * newHire.create's body: the checked form, the people as ids, the custom fields asked that were
 * filled, and the plan the flow assigns next (so approving at creation does not give it by itself too).
 */
export function createHirePayload(
  values: HireFormValues,
  status: HireStatusOnCreate,
  asked: AskedFields,
  planTemplateId: string | null,
): OperationInput<'newHire.create'> {
  return { ...hireFieldsOf(values), customFields: customFieldPayload(values.customFields, asked, false), status, planTemplateId };
}
