import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client.ts';

/** The app's query defaults; the api-client already toasts, so queries do not retry client errors. */
export const createQueryClient = () =>
  new QueryClient({
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

/** The browser's one query client (a server render makes its own per page: src/ssr). */
export const queryClient = createQueryClient();
