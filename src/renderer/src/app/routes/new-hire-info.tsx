import { NewHireInfoPage } from '@renderer/features/hire-profile/components/new-hire-info-page';

export default function NewHireInfoRoute() {
  return <NewHireInfoPage />;
}
