import { HireEditPage } from '@renderer/features/hire-profile/components/hire-edit-page';

export default function HireProfileEditRoute() {
  return <HireEditPage />;
}
