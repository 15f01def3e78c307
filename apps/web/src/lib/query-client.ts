import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client.ts';

/** One query client; the api-client already toasts, so queries do not retry client errors. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      refetchOnWindowFocus: false,
      retry: (failures, error) =>
        failures < 2 && (!isApiError(error) || error.status === 0 || error.status >= 500),
    },
    mutations: { retry: false },
  },
});
