import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from '@/components/toaster';

/**
 * Server cache and toasts, for every screen. Ant Design's theme and locale come with the screens that use it
 * (app/antd-layout.tsx, a route layout), so the login page does not load it.
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
