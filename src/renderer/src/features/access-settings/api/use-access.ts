import { useState } from 'react';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OperationInput, OperationOutput } from '@shared/contract/registry';
import { BridgeError, callApi } from '@renderer/lib/bridge';
import { invalidateOperation, operationPagesQuery, operationQuery } from '@renderer/lib/query/operation-query';
import { useToast } from '@renderer/lib/toast/toast-context';

export const CHANGES_PAGE_SIZE = 10;

/** Each staff user's rights, reach and why. */
export function usePeopleAccess() {
  return useQuery({ ...operationQuery('access.people', {}), select: (answer) => answer.data });
}

export function useAdministrativeAccess() {
  return useQuery({ ...operationQuery('access.administrative', {}), select: (answer) => answer.data });
}

/** Every field with what employees may do with it for themselves and whether the company sees it. */
export function useEmployeeAccess() {
  return useQuery({ ...operationQuery('access.employeeFields', {}), select: (answer) => answer.data });
}

/** The manager's additional access: tasks, documents and each field's level. */
export function useManagerAccess() {
  return useQuery({ ...operationQuery('access.managerAccess', {}), select: (answer) => answer.data });
}

export function useCustomRoles() {
  return useQuery({ ...operationQuery('access.customRoles', {}), select: (answer) => answer.data });
}

/** The company's staff users, to choose a custom role's members from. */
export function useStaffPeople() {
  return useQuery({ ...operationQuery('people.list', {}), select: (answer) => answer.data });
}

/** The record of access changes, newest first, a page at a time, as a hire's activity is read. */
export function useAccessChanges() {
  return useInfiniteQuery({
    ...operationPagesQuery('access.changes', { limit: CHANGES_PAGE_SIZE }, (last, pages) => {
      const loaded = pages.reduce((count, page) => count + page.data.changes.length, 0);
      return loaded < last.data.total && last.data.changes.length > 0 ? loaded : undefined;
    }),
    select: (data) => ({ changes: data.pages.flatMap((page) => page.data.changes), total: data.pages.at(-1)?.data.total ?? 0 }),
  });
}

export const isStale = (error: unknown) => error instanceof BridgeError && error.status === 409;

const ACCESS_READS = [
  'access.people',
  'access.administrative',
  'access.customRoles',
  'access.employeeFields',
  'access.managerAccess',
  'access.changes',
  'setup.summary',
] as const;

/** Reads again every access page's list (who holds what changes with any of them) and the settings summary. */
function useReadAccessAgain() {
  const queryClient = useQueryClient();
  return () => Promise.all(ACCESS_READS.map((read) => invalidateOperation(queryClient, read)));
}

type AccessPreview = 'access.previewAdministrative' | 'access.previewCustomRole' | 'access.previewEmployeeFields' | 'access.previewManagerAccess';

/**
 * "What this changes": asks the gateway, changes nothing, toasts nothing; the caller shows the
 * answer or the refusal. A stale version reads the lists again, as a save's would.
 */
export function useAccessPreview<N extends AccessPreview>(name: N) {
  const readAgain = useReadAccessAgain();
  return useMutation<OperationOutput<N>['data'], Error, OperationInput<N>>({
    mutationFn: async (input) => (await callApi(name, input)).data,
    onError: async (error) => {
      if (isStale(error)) await readAgain();
    },
  });
}

type AccessWrite =
  | 'access.updateAdministrative'
  | 'access.createCustomRole'
  | 'access.updateCustomRole'
  | 'access.deleteCustomRole'
  | 'access.updateEmployeeFields'
  | 'access.updateManagerAccess';

/**
 * A change to access: toasts the gateway's sentence naming the role, and reads every access list
 * again. A refusal is left to the form or card that asked; a stale version reads the lists again
 * too, so the page shows what the gateway now has.
 */
export function useAccessWrite<N extends AccessWrite>(name: N) {
  const { message } = useToast();
  const readAgain = useReadAccessAgain();
  return useMutation<OperationOutput<N>, Error, OperationInput<N>>({
    mutationFn: (input) => callApi(name, input),
    onSuccess: async (output) => {
      void message.success(output.message);
      await readAgain();
    },
    onError: async (error) => {
      if (isStale(error)) await readAgain();
    },
  });
}

/**
 * The access pages' one way to save: ask the gateway what the change does, show it, and save the
 * same input once confirmed. A stale version (409) at either step closes the preview and is left
 * to `onStale`; other refusals stay on `ask` and `save` for the page to show.
 */
export function usePreviewThenSave<P extends AccessPreview, W extends AccessWrite>(
  previewName: P,
  writeName: W,
  options: { onStale(error: Error): void; onSaved?(output: OperationOutput<W>): void },
) {
  const [preview, setPreview] = useState<OperationOutput<P>['data'] | null>(null);
  const ask = useAccessPreview(previewName);
  const save = useAccessWrite(writeName);
  const closeWhenStale = (error: Error) => {
    if (!isStale(error)) return;
    setPreview(null);
    options.onStale(error);
  };
  return {
    preview,
    ask,
    save,
    askFirst: (input: OperationInput<P>) => ask.mutate(input, { onSuccess: setPreview, onError: closeWhenStale }),
    confirm: (input: OperationInput<W>) =>
      save.mutate(input, {
        onSuccess: (output) => {
          setPreview(null);
          options.onSaved?.(output);
        },
        onError: closeWhenStale,
      }),
    cancel: () => setPreview(null),
  };
}
