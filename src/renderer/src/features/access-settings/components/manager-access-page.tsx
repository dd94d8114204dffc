import { Flex, Skeleton } from 'antd';
import { LoadFailure } from '@renderer/components/load-failure';
import { useSettingsRights } from '@renderer/lib/session/use-settings-rights';
import { useManagerAccess } from '../api/use-access';
import { MANAGER_ACCESS_PAGE_TEXT } from '../lib/manager-access-text';
import { AccessPageHeader } from './access-page-header';
import { ManagerAccessForm } from './manager-access-form';

/** /settings/permissions/manager-additional-access: what anyone who manages a hire may do with their reports. */
export function ManagerAccessPage() {
  const access = useManagerAccess();
  const rights = useSettingsRights();
  return (
    <Flex vertical gap="middle" style={{ width: '100%', maxWidth: 960 }}>
      <AccessPageHeader title={MANAGER_ACCESS_PAGE_TEXT.title} intro={MANAGER_ACCESS_PAGE_TEXT.intro} readOnlyReason={rights.reason} />
      {access.isError ? (
        <LoadFailure title={MANAGER_ACCESS_PAGE_TEXT.loadFailed} error={access.error} retrying={access.isFetching} onRetry={() => void access.refetch()} />
      ) : access.data === undefined ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        // Drawn afresh for each version the gateway holds: after a stale save the page shows what was saved meanwhile.
        <ManagerAccessForm key={access.data.version} access={access.data} canChange={rights.canChange} reason={rights.reason} />
      )}
    </Flex>
  );
}
