import * as z from 'zod/mini';
import type { WelcomeExperience } from '@shared/contract/new-hires';
import { TIME_OF_DAY } from '@shared/contract/onboarding-schemas';
import { WELCOME_MESSAGE_MAX_TEXT } from '@shared/onboarding';
import { RICH_TEXT_TEXT, richTextTextLength } from '@shared/rich-text';

export const ADDRESS_MAX = 300;
export const INSTRUCTIONS_MAX = 1000;

export const WELCOME_FORM_TEXT = {
  addressTooLong: `Keep the address to ${ADDRESS_MAX} characters or fewer.`,
  instructionsTooLong: `Keep the instructions to ${INSTRUCTIONS_MAX.toLocaleString('en-GB')} characters or fewer.`,
} as const;

/** The rules of the gateway's schema (firstDaySchema, WELCOME_MESSAGE_MAX_TEXT), checked as the coordinator types. */
export const welcomeFormSchema = z.object({
  welcomeMessage: z
    .string()
    .check(z.refine((html) => richTextTextLength(html) <= WELCOME_MESSAGE_MAX_TEXT, { error: RICH_TEXT_TEXT.tooLong(WELCOME_MESSAGE_MAX_TEXT) })),
  /** HH:mm as typed, empty when not set; a time the gateway would refuse is refused here, at the field. */
  arrivalTime: z.string().check(z.refine((text) => text.trim() === '' || TIME_OF_DAY.pattern.test(text.trim()), { error: TIME_OF_DAY.invalid })),
  address: z.string().check(z.refine((text) => text.trim().length <= ADDRESS_MAX, { error: WELCOME_FORM_TEXT.addressTooLong })),
  instructions: z.string().check(z.refine((text) => text.trim().length <= INSTRUCTIONS_MAX, { error: WELCOME_FORM_TEXT.instructionsTooLong })),
});

export type WelcomeFormValues = z.output<typeof welcomeFormSchema>;

export function welcomeFormValues(experience: Pick<WelcomeExperience, 'welcomeMessage' | 'firstDay'>): WelcomeFormValues {
  return {
    welcomeMessage: experience.welcomeMessage,
    arrivalTime: experience.firstDay.arrivalTime ?? '',
    address: experience.firstDay.address ?? '',
    instructions: experience.firstDay.instructions ?? '',
  };
}

const textOrNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The first day as the gateway takes it: blanks are null, so clearing a field clears it. */
export function firstDayOf(values: WelcomeFormValues): WelcomeExperience['firstDay'] {
  return { arrivalTime: textOrNull(values.arrivalTime), address: textOrNull(values.address), instructions: textOrNull(values.instructions) };
}
