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
 *
 * The write is over when the server has answered it: the refresh runs after, not inside it. Held inside, a
 * write's button spun until every query of its family had been read again, so one slow read (a busy machine,
 * a family of many queries) kept 保存 or 上架 spinning long after the write was stored (issue 16).
 */
export function useAdminWrite<E extends Endpoint>(endpoint: E, refresh: QueryKey[], done?: string) {
  const client = useQueryClient();
  const { message } = App.useApp();
  return useMutation<EndpointData<E>, Error, AdminWrite<E>>({
    mutationFn: (args) => callAdmin(endpoint, args),
    onSuccess: () => {
      for (const queryKey of refresh) void client.invalidateQueries({ queryKey });
      if (done) message.success(done);
    },
    onError: (error) => {
      message.error(error.message);
    },
  });
}
