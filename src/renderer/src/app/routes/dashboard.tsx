import { DashboardPage } from '@renderer/features/dashboard/components/dashboard-page';
import { useDocumentTitle } from '@renderer/lib/a11y/use-document-title';

/** /dashboard: what needs attention now. */
export default function DashboardRoute() {
  useDocumentTitle('Dashboard');
  return <DashboardPage />;
}
