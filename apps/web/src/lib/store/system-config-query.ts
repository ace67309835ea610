import { getSystemConfig } from '@shuyuan/contract/system';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../http';

/**
 * Spec §8: a failure to load config is only logged, so the call is silent. Beside its slice: start-up and
 * the login flows (which need the pending-step switches) read the configuration through it.
 */
export const fetchSystemConfig = () => callEndpoint(getSystemConfig, {}, { silent: true });

export const systemConfigQuery = queryOptions({
  queryKey: [getSystemConfig.id],
  queryFn: fetchSystemConfig,
  staleTime: Number.POSITIVE_INFINITY,
});
