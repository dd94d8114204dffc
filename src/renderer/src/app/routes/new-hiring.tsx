import { HiresPage } from '@renderer/features/new-hires/components/hires-page';

export default function NewHiringRoute() {
  return <HiresPage />;
}
