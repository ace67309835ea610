import { getAnnouncement, listAnnouncements } from '@shuyuan/contract/content';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#lib/http';

export const fetchAnnouncements = (page: number, size: number) =>
  callEndpoint(listAnnouncements, { query: { page, size } });

export const useAnnouncementsQuery = (page = 1, size = 20) =>
  useQuery({ queryKey: [listAnnouncements.id, page, size], queryFn: () => fetchAnnouncements(page, size) });

/** Each read counts one view on the server, so the answer is not refetched in the background. */
export const fetchAnnouncement = (id: number) =>
  callEndpoint(getAnnouncement, { params: { id } }, { silent: true });

export const useAnnouncementQuery = (id: number) =>
  useQuery({
    queryKey: [getAnnouncement.id, id],
    queryFn: () => fetchAnnouncement(id),
    enabled: id > 0,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
