import { queryOptions } from '@tanstack/react-query';
import { getSystemConfig } from '@shuyuan/contract/system';
import { callEndpoint } from '../../../app/http';

/** Spec §8: a failure to load config is only logged, so the call is silent. */
export const fetchSystemConfig = () => callEndpoint(getSystemConfig, {}, { silent: true });

export const systemConfigQuery = queryOptions({
  queryKey: [getSystemConfig.id],
  queryFn: fetchSystemConfig,
  staleTime: Number.POSITIVE_INFINITY,
});
