import { useCallback, useMemo, useState } from 'react';
import type { CustomField } from '@shared/contract/fields';
import { useCustomFieldDefinitions } from '@renderer/lib/company/use-custom-field-definitions';
import { useSession } from '@renderer/lib/session/session-context';
import { loadColumnChoice, saveColumnChoice } from '../lib/hire-list-column-choice';
import { activeThenArchived } from '../lib/hire-list-field-labels';

/** Fields a user may show as columns: active ones, then archived ones; a sensitive value is never shown in a list. */
const offeredColumns = (fields: readonly CustomField[]) => activeThenArchived(fields.filter((field) => field.type !== 'sensitive'));

const NO_FIELDS: readonly CustomField[] = [];

/** The custom field columns offered on the hires list and the signed-in user's choice of them, kept on this device. */
export function useHireFieldColumns() {
  const fields = useCustomFieldDefinitions().data?.fields ?? NO_FIELDS;
  const { state } = useSession();
  const userId = state.user?.id ?? '';
  const [chosenIds, setChosenIds] = useState<{ userId: string; ids: string[] }>(() => ({ userId, ids: loadColumnChoice(userId) }));
  const ids = chosenIds.userId === userId ? chosenIds.ids : loadColumnChoice(userId);

  const offered = useMemo(() => offeredColumns(fields), [fields]);
  const shown = useMemo(() => offered.filter((field) => ids.includes(field._id)), [offered, ids]);
  const shownIds = useMemo(() => shown.map((field) => field._id), [shown]);
  const choose = useCallback(
    (next: string[]) => {
      saveColumnChoice(userId, next);
      setChosenIds({ userId, ids: next });
    },
    [userId],
  );
  return { offered, shown, shownIds, choose };
}
