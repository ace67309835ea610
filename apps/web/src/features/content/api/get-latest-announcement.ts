import { getLatestAnnouncement } from '@shuyuan/contract/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#lib/http';

/** The server answers [] when there is no announcement; the hook turns that into null. */
export const fetchLatestAnnouncement = async () => {
  const data = await callEndpoint(getLatestAnnouncement, {}, { silent: true });
  return Array.isArray(data) ? null : data;
};

export const latestAnnouncementQuery = queryOptions({
  queryKey: [getLatestAnnouncement.id],
  queryFn: fetchLatestAnnouncement,
});

export const useLatestAnnouncementQuery = () => useQuery(latestAnnouncementQuery);
