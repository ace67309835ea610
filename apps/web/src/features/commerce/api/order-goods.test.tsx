import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useOrderGoodsQuery } from './order-goods';

/*
 * /order read the goods once before the member's detail arrived and again after, and the second read
 * remounted the order form (a typed promo code vanished). The query must wait for the member instead.
 */
describe('useOrderGoodsQuery', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks nothing while the member is not known yet', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useOrderGoodsQuery({ type: 'ROLE', id: 1 }, null), { wrapper });
    expect(result.current.fetchStatus).toBe('idle');
    expect(client.getQueryCache().findAll({ queryKey: ['orderGoods'] })[0]?.state.fetchStatus).toBe('idle');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('reads the goods once the member is known', () => {
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useOrderGoodsQuery({ type: 'ROLE', id: 1 }, 'm7'), { wrapper });
    expect(result.current.fetchStatus).toBe('fetching');
  });
});
