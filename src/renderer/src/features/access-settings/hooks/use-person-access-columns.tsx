import { Skeleton } from 'antd';
import { useMemo } from 'react';
import type { PersonAccess } from '@shared/contract/access';
import type { DataTableColumn } from '@renderer/components/data-table/data-table-types';
import { usePeopleAccess } from '../api/use-access';
import { reachInWords, rightsSummary, sourceInWords } from '../lib/access-text';

const wrapped = { whiteSpace: 'normal' } as const;

/**
 * The People list's access columns: each person's rights in words, the hires they reach, and why
 * (their role, their custom roles by name, the hires they manage). A person the access read does
 * not name (not a staff user any more) shows nothing; a failed read says so once, in its own notice.
 */
export function usePersonAccessColumns<Row extends { _id: string }>() {
  const access = usePeopleAccess();
  const columns = useMemo<DataTableColumn<Row>[]>(() => {
    const byUser = new Map<string, PersonAccess>((access.data ?? []).map((person) => [person.userId, person]));
    const cell = (render: (person: PersonAccess) => string) => (row: Row) => {
      if (access.isPending) return <Skeleton.Input active size="small" block />;
      const person = byUser.get(row._id);
      return person === undefined ? '' : <div style={wrapped}>{render(person)}</div>;
    };
    return [
      { key: 'rights', title: 'Rights', width: 280, render: cell((person) => rightsSummary(person.rights)) },
      { key: 'reach', title: 'Hires reached', width: 130, render: cell((person) => reachInWords(person.reach)) },
      { key: 'why', title: 'Why', width: 220, render: cell((person) => person.sources.map(sourceInWords).join(' · ')) },
    ];
  }, [access.data, access.isPending]);
  const failure = access.isError ? access.error : null;
  return { columns, failure, retry: () => void access.refetch(), retrying: access.isFetching };
}
