import { Flex, Skeleton } from 'antd';
import { LoadFailure } from '@renderer/components/load-failure';
import { useSettingsRights } from '@renderer/lib/session/use-settings-rights';
import { useAdministrativeAccess } from '../api/use-access';
import { ACCESS_TEXT } from '../lib/access-text';
import { AccessPageHeader } from './access-page-header';
import { AdministrativeRoleCard } from './administrative-role-card';

/** /settings/permissions/administrative-edit-access: each administrative role's rights and reach. */
export function AdministrativeAccessPage() {
  const roles = useAdministrativeAccess();
  const rights = useSettingsRights();
  return (
    <Flex vertical gap="middle" style={{ width: '100%', maxWidth: 960 }}>
      <AccessPageHeader title={ACCESS_TEXT.administrativeTitle} intro={ACCESS_TEXT.administrativeIntro} readOnlyReason={rights.reason} />
      {roles.isError ? (
        <LoadFailure
          title="The administrative roles could not be loaded"
          error={roles.error}
          retrying={roles.isFetching}
          onRetry={() => void roles.refetch()}
        />
      ) : roles.data === undefined ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (
        roles.data.map((role) => (
          <AdministrativeRoleCard key={`${role.role}-${role.version}`} role={role} canChange={rights.canChange} reason={rights.reason} />
        ))
      )}
    </Flex>
  );
}
