import { useQuery } from '@tanstack/react-query';
import { callApi } from '@renderer/lib/bridge';

/** Departments and locations change rarely: they are read once per session and kept for ten minutes. */
const LIST_STALE_MS = 10 * 60_000;

export const DEPARTMENTS_QUERY_KEY = ['settings.departments'] as const;
export const LOCATIONS_QUERY_KEY = ['settings.locations'] as const;
export const COMPANY_DETAILS_QUERY_KEY = ['settings.companyDetails'] as const;

export function useDepartments() {
  return useQuery({
    queryKey: DEPARTMENTS_QUERY_KEY,
    queryFn: () => callApi('settings.departments', {}),
    select: (answer) => answer.data,
    staleTime: LIST_STALE_MS,
  });
}

export function useLocations() {
  return useQuery({
    queryKey: LOCATIONS_QUERY_KEY,
    queryFn: () => callApi('settings.locations', {}),
    select: (answer) => answer.data,
    staleTime: LIST_STALE_MS,
  });
}

export function useCompanyDetails() {
  return useQuery({
    queryKey: COMPANY_DETAILS_QUERY_KEY,
    queryFn: () => callApi('settings.companyDetails', {}),
    select: (answer) => answer.data,
    staleTime: LIST_STALE_MS,
  });
}
