import type { CompanyPerson } from '@shared/contract/people';
import { LoadFailure } from '@renderer/components/load-failure';
import { AccessChangesSection } from '@renderer/features/access-settings/components/access-changes-section';
import { AccessNav } from '@renderer/features/access-settings/components/access-nav';
import { usePersonAccessColumns } from '@renderer/features/access-settings/hooks/use-person-access-columns';
import { PeoplePage } from '@renderer/features/people-settings/components/people-page';
import { useDocumentTitle } from '@renderer/lib/a11y/use-document-title';

/** /settings/permissions: the company's people, their roles, whether they can sign in, the access each holds and why, and the record of access changes. */
export default function SettingsPermissionsRoute() {
  useDocumentTitle('People');
  const access = usePersonAccessColumns<CompanyPerson>();
  return (
    <PeoplePage
      navigation={<AccessNav />}
      extraColumns={access.columns}
      notice={
        access.failure !== null && (
          <LoadFailure title="The access of each person could not be loaded" error={access.failure} retrying={access.retrying} onRetry={access.retry} />
        )
      }
      after={<AccessChangesSection />}
    />
  );
}
