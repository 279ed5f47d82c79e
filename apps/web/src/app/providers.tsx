import { useEffect, useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'react-hot-toast';
import { TOAST } from '../config/constants';
import { ErrorBoundary } from '../components/error-boundary';
import { useAuthStore } from '../stores/auth-store';

/** Server data cache, toasts at top-right, the crash boundary and the auth start-up rule. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 10_000 } },
      }),
  );
  const initialize = useAuthStore((s) => s.initialize);
  useEffect(() => initialize(), [initialize]);

  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        {children}
        <Toaster
          position={TOAST.position}
          // Below the fixed navigation, so a toast never covers Sign Out or the menu.
          containerStyle={{ top: 76 }}
          toastOptions={{
            duration: TOAST.defaultMs,
            success: { duration: TOAST.successMs },
            error: { duration: TOAST.errorMs },
          }}
        />
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
