import { useQuery } from '@tanstack/react-query';
import { operationQuery } from '@renderer/lib/query/operation-query';

export function useDepartments() {
  return useQuery({ ...operationQuery('settings.departments', {}), select: (answer) => answer.data });
}

export function useLocations() {
  return useQuery({ ...operationQuery('settings.locations', {}), select: (answer) => answer.data });
}

export function useOtherCriteria() {
  return useQuery({ ...operationQuery('settings.otherCriteria', {}), select: (answer) => answer.data });
}

export function useCompanyDetails() {
  return useQuery({ ...operationQuery('settings.companyDetails', {}), select: (answer) => answer.data });
}
