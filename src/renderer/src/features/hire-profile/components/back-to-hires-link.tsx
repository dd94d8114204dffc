import { Link } from 'react-router-dom';
import { NEW_HIRES_PATH } from './hire-paths';

export function BackToHiresLink() {
  return <Link to={NEW_HIRES_PATH}>Back to new hires</Link>;
}
