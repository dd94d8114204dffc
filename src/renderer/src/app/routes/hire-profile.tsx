import { HireProfilePage } from '@renderer/features/hire-profile/components/hire-profile-page';

export default function HireProfileRoute() {
  return <HireProfilePage />;
}
