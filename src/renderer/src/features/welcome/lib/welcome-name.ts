import type { WelcomeExperience } from '@shared/contract/new-hires';

/** What the hire likes to be called: the preferred name when given, else the first name. */
export function welcomeName(experience: Pick<WelcomeExperience, 'preferredName' | 'firstName'>): string {
  return experience.preferredName?.trim() || experience.firstName;
}
