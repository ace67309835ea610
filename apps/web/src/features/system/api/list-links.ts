import { listLinks } from '@shuyuan/contract/system';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#lib/http';

export const fetchLinks = () => callEndpoint(listLinks, {}, { silent: true });

export const linksQuery = queryOptions({ queryKey: [listLinks.id], queryFn: fetchLinks, staleTime: 300_000 });

export const useLinksQuery = () => useQuery(linksQuery);
