import { AddHirePage } from '@renderer/features/new-hires/components/add-hire-page';

export default function AddNewHireRoute() {
  return <AddHirePage />;
}
