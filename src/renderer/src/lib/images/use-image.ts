import { useQuery } from '@tanstack/react-query';
import { BridgeError, hcm } from '../bridge';

/**
 * A stored image (a branded asset, a welcome page's image) as a data: URL, read once per file: a
 * stored file never changes, so it stays cached for the session. Null asks for nothing.
 */
export function useImage(fileId: string | null) {
  return useQuery({
    queryKey: ['files', 'image', fileId],
    enabled: fileId !== null,
    staleTime: Infinity,
    queryFn: async () => {
      const result = await hcm().files.image({ fileId: fileId as string });
      if (!result.ok) throw new BridgeError(result.error);
      return result.data.dataUrl;
    },
  });
}
