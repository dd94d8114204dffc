import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OperationInput, OperationOutput } from '@shared/contract/registry';
import { callApi } from '@renderer/lib/bridge';
import { invalidateOperation, operationQuery } from '@renderer/lib/query/operation-query';

/** The brand colour, the website and each branded asset, at the branding's version. */
export function useBrandedAssets() {
  return useQuery({ ...operationQuery('settings.brandedAssets', {}), select: (answer) => answer.data });
}

/** Checks an upload against its kind's limits: its facts, or the reason it does not fit. */
export function useCheckBrandAsset() {
  return useMutation<OperationOutput<'settings.checkBrandAsset'>, Error, OperationInput<'settings.checkBrandAsset'>>({
    mutationFn: (input) => callApi('settings.checkBrandAsset', input),
  });
}

/** Saves the branding; afterwards every screen that shows the company's brand reads it again. */
export function useSaveBranding() {
  const queryClient = useQueryClient();
  return useMutation<OperationOutput<'settings.updateBrandedAssets'>, Error, OperationInput<'settings.updateBrandedAssets'>>({
    mutationFn: (input) => callApi('settings.updateBrandedAssets', input),
    onSettled: async () => {
      await Promise.all([
        invalidateOperation(queryClient, 'settings.brandedAssets'),
        invalidateOperation(queryClient, 'settings.companyDetails'),
        invalidateOperation(queryClient, 'setup.summary'),
      ]);
    },
  });
}
