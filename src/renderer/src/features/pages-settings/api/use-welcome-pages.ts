import { useMutation, useQuery } from '@tanstack/react-query';
import type { OperationInput, OperationOutput } from '@shared/contract/registry';
import { BridgeError, callApi } from '@renderer/lib/bridge';
import { operationQuery } from '@renderer/lib/query/operation-query';
import { useOperationChange } from '@renderer/lib/query/use-operation-change';

/** The company's pages in the order hires see them. */
export function useWelcomePages() {
  return useQuery({ ...operationQuery('welcomePages.list', {}), select: (answer) => answer.data });
}

/** One page with its draft and versions; null asks for nothing. */
export function useWelcomePage(pageId: string | null) {
  return useQuery({ ...operationQuery('welcomePages.get', { pageId: pageId ?? '' }), enabled: pageId !== null, select: (answer) => answer.data });
}

/** Every field with what employees may do with it for themselves: a page's form asks only for those they may edit. */
export function useEmployeeFields() {
  return useQuery({ ...operationQuery('access.employeeFields', {}), select: (answer) => answer.data.fields });
}

export const isStale = (error: unknown) => error instanceof BridgeError && error.status === 409;

type PageChange =
  | 'welcomePages.create'
  | 'welcomePages.update'
  | 'welcomePages.publish'
  | 'welcomePages.unpublish'
  | 'welcomePages.remove'
  | 'welcomePages.reorder'
  | 'welcomePages.updateRules';

const PAGE_READS = ['welcomePages.list', 'welcomePages.get'] as const;

/** A change to the pages: toasts the gateway's words and reads the list and the pages again. */
export function usePageChange<N extends PageChange>(name: N) {
  return useOperationChange(name, PAGE_READS);
}

/** What new rules change, asked before they are saved; changes nothing. */
export function usePageRulesPreview() {
  return useMutation<OperationOutput<'welcomePages.previewRules'>['data'], Error, OperationInput<'welcomePages.previewRules'>>({
    mutationFn: async (input) => (await callApi('welcomePages.previewRules', input)).data,
  });
}
