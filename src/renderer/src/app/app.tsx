import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { AppProvider } from './provider';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function App({ router }: { router: AppRouter }) {
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
