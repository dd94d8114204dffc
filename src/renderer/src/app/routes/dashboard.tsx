import { DashboardPage } from '@renderer/features/dashboard/components/dashboard-page';

/** /dashboard: what needs attention now. */
export default function DashboardRoute() {
  return <DashboardPage />;
}
