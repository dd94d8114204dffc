import { Link } from 'react-router-dom';
import { ROUTES } from '@shared/routes';

export function BackToHiresLink() {
  return <Link to={ROUTES.newHires}>Back to new hires</Link>;
}
