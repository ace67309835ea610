import type { Endpoint, EndpointBody, EndpointData, EndpointParams } from '@shuyuan/contract/endpoint';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { callAdmin } from '../admin-http';

export interface AdminWrite<E extends Endpoint> {
  params?: EndpointParams<E>;
  body?: EndpointBody<E>;
}

/**
 * One admin write: calls the endpoint, refreshes the listed queries, and shows the server's message on
 * failure (the envelope's Chinese text) or `done` on success.
 */
export function useAdminWrite<E extends Endpoint>(endpoint: E, refresh: QueryKey[], done?: string) {
  const client = useQueryClient();
  const { message } = App.useApp();
  return useMutation<EndpointData<E>, Error, AdminWrite<E>>({
    mutationFn: (args) => callAdmin(endpoint, args),
    onSuccess: async () => {
      await Promise.all(refresh.map((queryKey) => client.invalidateQueries({ queryKey })));
      if (done) message.success(done);
    },
    onError: (error) => {
      message.error(error.message);
    },
  });
}
