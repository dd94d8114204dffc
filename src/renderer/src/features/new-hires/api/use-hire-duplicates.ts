import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import type { HireDuplicate } from '@shared/contract/new-hires';
import type { HireForm } from '@renderer/domain/hires/hire-form-look';
import type { HireFormInput } from '@renderer/domain/hires/hire-form-schema';
import { operationQuery } from '@renderer/lib/query/operation-query';
import { useDebouncedValue } from '@renderer/lib/use-debounced-value';
import { duplicatesInputOf, type DuplicatesInput } from '../lib/duplicates-input';

/** Asked once typing pauses, not for every key. */
export const DUPLICATES_DEBOUNCE_MS = 400;

const COMPARED = ['firstName', 'lastName', 'personalEmail', 'workEmail', 'startDate'] as const;

/** The company's hires the hire in `form` may repeat, asked again as the compared fields settle. */
export function useHireDuplicates(form: HireForm): readonly HireDuplicate[] {
  const [firstName, lastName, personalEmail, workEmail, startDate] = useWatch({ control: form.control, name: [...COMPARED] });
  const input = duplicatesInputOf({ firstName, lastName, personalEmail, workEmail, startDate });
  // Debounced as text: the input is a new object on every render.
  const settled = useDebouncedValue(input === undefined ? '' : JSON.stringify(input), DUPLICATES_DEBOUNCE_MS);
  const asked = settled === '' ? undefined : (JSON.parse(settled) as DuplicatesInput);
  const answer = useQuery({ ...operationQuery('newHire.duplicates', asked ?? {}), enabled: asked !== undefined, select: (output) => output.data.items });
  return asked !== undefined && input !== undefined ? (answer.data ?? []) : [];
}

/**
 * The same, asked now for the values about to be saved (from the cache when just asked). A failure
 * to ask answers none: the save itself then says what is wrong.
 */
export async function hireDuplicatesNow(queryClient: QueryClient, values: Partial<HireFormInput>): Promise<readonly HireDuplicate[]> {
  const input = duplicatesInputOf(values);
  if (input === undefined) return [];
  try {
    return (await queryClient.fetchQuery(operationQuery('newHire.duplicates', input))).data.items;
  } catch {
    return [];
  }
}
