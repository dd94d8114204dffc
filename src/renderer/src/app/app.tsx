import { useCallback } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { DeepLinkNavigator } from '@renderer/lib/navigation/deep-link-navigator';
import type { AppStart } from './app-start';
import { AppProvider } from './provider';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function App({ router, start }: { router: AppRouter; start?: AppStart }) {
  const navigate = useCallback((path: string) => router.navigate(path), [router]);
  return (
    <>
      {/* Outside the providers, so it listens from the first render, before the session has loaded. */}
      <DeepLinkNavigator navigate={navigate} />
      <AppProvider start={start}>
        <RouterProvider router={router} />
      </AppProvider>
    </>
  );
}
