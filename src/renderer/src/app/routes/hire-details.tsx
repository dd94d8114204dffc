import { HireDetailsPage } from '@renderer/features/new-hires/components/hire-details-page';

export default function HireDetailsRoute() {
  return <HireDetailsPage />;
}
