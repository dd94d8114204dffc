import { Skeleton, Typography } from 'antd';
import { useMemo } from 'react';
import type { PersonAccess } from '@shared/contract/access';
import type { DataTableColumn } from '@renderer/components/data-table/data-table-types';
import { usePeopleAccess } from '../api/use-access';
import { reachInWords, rightsSummary, sourceInWords } from '../lib/access-text';

/**
 * The People list's access column: each person's rights in words, the hires they reach, and why
 * (their role, their custom roles by name, the hires they manage). One column of wrapped lines, so
 * the list still fits the page beside the sidebar and scrolls sideways nowhere but a narrow window.
 * A person the access read does not name shows nothing; a failed read is said once, above the list.
 */
export function usePersonAccessColumns<Row extends { _id: string }>() {
  const access = usePeopleAccess();
  const columns = useMemo<DataTableColumn<Row>[]>(() => {
    const byUser = new Map<string, PersonAccess>((access.data ?? []).map((person) => [person.userId, person]));
    const render = (row: Row) => {
      if (access.isPending) return <Skeleton.Input active size="small" block />;
      const person = byUser.get(row._id);
      if (person === undefined) return '';
      return (
        <div style={{ whiteSpace: 'normal' }}>
          <div>{rightsSummary(person.rights)}</div>
          <Typography.Text type="secondary">
            {reachInWords(person.reach)} reached · {person.sources.map(sourceInWords).join(' · ')}
          </Typography.Text>
        </div>
      );
    };
    return [{ key: 'access', title: 'Access and why', width: 260, render }];
  }, [access.data, access.isPending]);
  const failure = access.isError ? access.error : null;
  return { columns, failure, retry: () => void access.refetch(), retrying: access.isFetching };
}
