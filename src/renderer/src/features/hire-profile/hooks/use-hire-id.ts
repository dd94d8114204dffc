import { useSearchParams } from 'react-router-dom';

/** The hire a screen is about: `?id=<hireId>`, or null when the address names none. */
export function useHireId(): string | null {
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  return id === '' ? null : id;
}
