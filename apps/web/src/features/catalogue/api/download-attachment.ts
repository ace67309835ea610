import { getAttachmentDownloadUrl } from '@shuyuan/contract/catalogue';
import { callEndpoint } from '#lib/http';

/** A one-time download address of a course attachment; the server refuses non-buyers (请购买课程后下载). */
export const fetchAttachmentUrl = (courseId: number, attachId: number) =>
  callEndpoint(getAttachmentDownloadUrl, { params: { courseId, id: attachId } });
