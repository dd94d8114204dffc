import { Alert, Flex, Typography } from 'antd';
import type { PlaceKind } from '@shared/company-places';
import { useSettingsRights } from '@renderer/lib/session/use-settings-rights';
import { CompanyPlacesSection } from '@renderer/domain/company-places/components/company-places-section';

const PAGES: Readonly<Record<Exclude<PlaceKind, 'locations'>, { title: string; intro: string; empty: string }>> = {
  departments: {
    title: 'Departments',
    intro: 'The departments hires join. Plans, tasks and pages can be set for a department; archive one instead of deleting it, or merge it into another.',
    empty: 'No departments yet. Add the departments your hires join, so plans and tasks can follow them.',
  },
  'other-criteria': {
    title: 'Other criteria',
    intro: 'Your company’s own values for hires, such as “Contractor” or “Relocating”: set them on a hire, and plans and tasks can follow them.',
    empty: 'No other criteria yet. Add a value such as “Contractor” to set it on hires and use it in rules.',
  },
};

/** /settings/department and /settings/other-criteria: one list of values, managed by settings managers, read by the rest. */
export function CompanyPlacesPage({ kind }: { kind: Exclude<PlaceKind, 'locations'> }) {
  const rights = useSettingsRights();
  const page = PAGES[kind];
  return (
    <Flex vertical gap="large" style={{ width: '100%', maxWidth: 1100 }}>
      <div>
        <Typography.Title level={1}>{page.title}</Typography.Title>
        <Typography.Paragraph type="secondary">{page.intro}</Typography.Paragraph>
      </div>
      {rights.reason !== null && <Alert type="info" showIcon title={rights.reason} />}
      <CompanyPlacesSection kind={kind} emptyText={page.empty} canChange={rights.canChange} reason={rights.reason} />
    </Flex>
  );
}
