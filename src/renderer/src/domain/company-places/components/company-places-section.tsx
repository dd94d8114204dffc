import MoreOutlined from '@ant-design/icons/MoreOutlined';
import { Button, Dropdown, Flex, Switch, Tag, Tooltip, Typography } from 'antd';
import { useId, useMemo, useState } from 'react';
import { PLACE_NOUNS, type PlaceKind } from '@shared/company-places';
import type { CompanyPlace } from '@shared/contract/company-places';
import { DataTable } from '@renderer/components/data-table/data-table';
import type { DataTableColumn } from '@renderer/components/data-table/data-table-types';
import { failureMessage } from '@renderer/lib/bridge';
import { useCompanyPlaces } from '../api/use-company-places';
import { ArchivePlaceDialog } from './archive-place-dialog';
import { MergePlaceDialog } from './merge-place-dialog';
import { PlaceFormModal } from './place-form-modal';

/** A count of what uses each value, sortable. */
function usageColumn(key: keyof CompanyPlace['usage'], title: string): DataTableColumn<CompanyPlace> {
  return { key, title, width: 80, align: 'right', sortable: true, compare: (a, b) => a.usage[key] - b.usage[key], render: (place) => place.usage[key] };
}

type Dialog = { kind: 'form'; place: CompanyPlace | null } | { kind: 'archive'; place: CompanyPlace } | { kind: 'merge'; place: CompanyPlace } | null;

export interface CompanyPlacesSectionProps {
  kind: PlaceKind;
  /** What the list is for, said when it is empty. */
  emptyText: string;
  canChange: boolean;
  /** Why not, shown on the disabled buttons. */
  reason: string | null;
  /** A row action of the page's own (a location's holiday calendar). */
  extraAction?: { label: string; run(place: CompanyPlace): void };
}

/**
 * A department, location or other-criteria list: name, external id (address and time zone for
 * locations), what uses each, archived ones behind a switch; add and edit in a modal, archive and
 * merge after saying what they change. Read-only for those who may not change settings.
 */
export function CompanyPlacesSection({ kind, emptyText, canChange, reason, extraAction }: CompanyPlacesSectionProps) {
  const places = useCompanyPlaces(kind);
  const [showArchived, setShowArchived] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  const switchId = useId();
  const noun = PLACE_NOUNS[kind];
  const rows = useMemo(() => (places.data ?? []).filter((place) => showArchived || !place.archived), [places.data, showArchived]);

  const columns = useMemo<DataTableColumn<CompanyPlace>[]>(() => {
    const rowActions = (place: CompanyPlace) => {
      const items = [
        ...(extraAction ? [{ key: 'extra', label: extraAction.label }] : []),
        ...(canChange
          ? [
              { key: 'edit', label: 'Edit' },
              { key: 'archive', label: place.archived ? 'Bring back' : 'Archive' },
              ...(place.archived ? [] : [{ key: 'merge', label: 'Merge into…' }]),
            ]
          : []),
      ];
      if (items.length === 0) return null;
      return (
        <Dropdown
          trigger={['click']}
          menu={{
            items,
            onClick: ({ key }) => {
              if (key === 'extra') extraAction?.run(place);
              if (key === 'edit') setDialog({ kind: 'form', place });
              if (key === 'archive') setDialog({ kind: 'archive', place });
              if (key === 'merge') setDialog({ kind: 'merge', place });
            },
          }}
        >
          <Button type="text" icon={<MoreOutlined />} aria-label={`Actions for ${place.name}`} />
        </Dropdown>
      );
    };
    return [
      {
        key: 'name',
        title: 'Name',
        sortable: true,
        width: 200,
        compare: (a, b) => a.name.localeCompare(b.name),
        render: (place) => (
          <Typography.Text ellipsis={{ tooltip: place.name }} style={{ maxWidth: 190 }}>
            {place.name}
          </Typography.Text>
        ),
      },
      { key: 'externalCode', title: 'External id', width: 120, render: (place) => place.externalCode ?? '' },
      ...(kind === 'locations'
        ? [
            {
              key: 'address',
              title: 'Address',
              width: 200,
              render: (place: CompanyPlace) => (
                <Typography.Text ellipsis={{ tooltip: place.address }} style={{ maxWidth: 190 }}>
                  {place.address ?? ''}
                </Typography.Text>
              ),
            },
            { key: 'timezone', title: 'Time zone', width: 200, render: (place: CompanyPlace) => place.timezone ?? 'Not set' },
          ]
        : []),
      usageColumn('hires', 'Hires'),
      usageColumn('rules', 'Rules'),
      { key: 'status', title: 'Status', width: 100, render: (place) => (place.archived ? <Tag>Archived</Tag> : <Tag color="green">Active</Tag>) },
      { key: 'actions', title: 'Actions', width: 80, render: rowActions },
    ];
  }, [kind, canChange, extraAction]);

  const addButton = (
    <Button type="primary" disabled={!canChange} onClick={() => setDialog({ kind: 'form', place: null })}>
      Add {noun.one}
    </Button>
  );

  return (
    <Flex vertical gap="middle">
      <Flex wrap gap="middle" justify="space-between" align="center">
        <Flex gap="small" align="center">
          <Switch id={switchId} checked={showArchived} onChange={setShowArchived} size="small" />
          <label htmlFor={switchId}>Show archived</label>
        </Flex>
        {canChange ? addButton : <Tooltip title={reason}>{addButton}</Tooltip>}
      </Flex>
      <DataTable<CompanyPlace>
        label={noun.many.charAt(0).toUpperCase() + noun.many.slice(1)}
        columns={columns}
        rows={rows}
        rowKey="_id"
        loading={places.isPending}
        error={places.isError ? failureMessage(places.error, `The ${noun.many} could not be loaded.`) : undefined}
        onRetry={() => void places.refetch()}
        emptyText={emptyText}
        defaultSort={{ field: 'name', order: 'ascend' }}
        pageSize={20}
      />
      {dialog?.kind === 'form' && <PlaceFormModal kind={kind} place={dialog.place} open onClose={() => setDialog(null)} />}
      {dialog?.kind === 'archive' && <ArchivePlaceDialog kind={kind} place={dialog.place} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'merge' && <MergePlaceDialog kind={kind} place={dialog.place} places={places.data ?? []} onClose={() => setDialog(null)} />}
    </Flex>
  );
}
