import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './http';

/** Retry once only when the server did not answer; a business error (code 1, 404…) will not change. */
const shouldRetry = (failureCount: number, error: unknown) =>
  failureCount < 1 && error instanceof ApiError && error.envelope.code >= 500;

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 60_000 },
    },
  });
}

export const queryClient = createQueryClient();
