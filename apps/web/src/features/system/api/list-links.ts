import { queryOptions, useQuery } from '@tanstack/react-query';
import { listLinks } from '@shuyuan/contract/system';
import { callEndpoint } from '../../../app/http';

export const fetchLinks = () => callEndpoint(listLinks, {}, { silent: true });

export const linksQuery = queryOptions({ queryKey: [listLinks.id], queryFn: fetchLinks, staleTime: 300_000 });

export const useLinksQuery = () => useQuery(linksQuery);
