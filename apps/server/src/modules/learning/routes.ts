import {
  featureOffMessage,
  getCertificate,
  getLearnedCourse,
  getPlayInfo,
  getVideo,
  LearningMessage,
  listLearnedCourses,
  listLikedCourses,
  listMemberCourses,
  listOwnedCoursePage,
  localizeMessage,
  recordVideo,
  verifyCertificate,
} from '@shuyuan/contract';
import type { FastifyInstance } from 'fastify';
import { memberId } from '#core/auth/resolve-user';
import { readConfigValues } from '#core/config-values';
import { notFound } from '#core/errors';
import { isFeatureOn, requireFeature } from '#core/features';
import { PAGE_POLICY } from '#core/http/content-security-policy';
import { pageLanguage } from '#core/http/language';
import { registerEndpoint } from '#core/http/register-endpoint';
import { siteUrl } from '#core/http/site-url';
import { renderCertificateMissing, renderCertificatePage } from './certificate-html';
import { certificatePagePath, findCertificateByCode, getMemberCertificate } from './certificates';
import { registerCourseDetail } from './course-detail';
import { registerMediaRoute } from './media/serve';
import {
  learnedCourseVideos,
  listLikedCourseCards,
  listOwnedCourseRows,
  listOwnedCourses,
  listStartedCourses,
} from './member-courses';
import { buildPlayInfo } from './play-info';
import { reportProgress } from './progress';
import { getVideoDetail } from './video-detail';

/**
 * Learning (issue 6): the course and video pages (the catalogue's detail with the member's progress), play
 * info, progress, the study centre lists and certificates.
 */
export default async function learningRoutes(app: FastifyInstance): Promise<void> {
  registerCourseDetail(app);

  registerEndpoint(app, getVideo, async ({ params, user }) =>
    getVideoDetail(app, params.id, user?.id ?? null),
  );

  registerEndpoint(app, getPlayInfo, async ({ params, user, lang, request, reply }) => {
    // Signed for this member: a shared cache must never hand it to another.
    reply.header('cache-control', 'private, no-store');
    if (!user) throw notFound();
    const info = await buildPlayInfo(app, user, params.id, siteUrl(request));
    // Quality labels (默认, 高清…) in the caller's language; a label the catalogue does not know stays.
    return { ...info, urls: info.urls.map((url) => ({ ...url, name: localizeMessage(url.name, lang) })) };
  });

  // Every member playing a video sends one every 10 s: access-logging each would drown the log (failures
  // are still logged).
  registerEndpoint(
    app,
    recordVideo,
    async ({ params, body, user }) => reportProgress(app, memberId(user), params.id, body),
    { logLevel: 'warn' },
  );

  registerEndpoint(app, listMemberCourses, async ({ query, user }) =>
    listOwnedCourses(app.db, memberId(user), query.page ?? 1, query.size ?? 10),
  );

  registerEndpoint(app, listOwnedCoursePage, async ({ query, user }) =>
    listOwnedCourseRows(app.db, memberId(user), { page: query.page ?? 1, size: query.page_size ?? 5 }),
  );

  registerEndpoint(app, listLearnedCourses, async ({ query, user }) =>
    listStartedCourses(app.db, memberId(user), query.page ?? 1, query.size ?? 10),
  );

  registerEndpoint(app, listLikedCourses, async ({ query, user }) =>
    listLikedCourseCards(app.db, memberId(user), query.page ?? 1, query.size ?? 10),
  );

  registerEndpoint(app, getLearnedCourse, async ({ params, user }) =>
    learnedCourseVideos(app.db, memberId(user), params.courseId),
  );

  registerEndpoint(app, getCertificate, async ({ params, user, request }) => {
    await requireFeature(app.db, 'cert');
    return getMemberCertificate(app.db, memberId(user), params.courseId, siteUrl(request));
  });

  registerEndpoint(app, verifyCertificate, async ({ params, request }) => {
    await requireFeature(app.db, 'cert');
    const certificate = await findCertificateByCode(app.db, params.code, siteUrl(request));
    if (!certificate) throw notFound(LearningMessage.certificateMissing);
    return certificate;
  });

  // The printable certificate, which is also the public verification page of its code.
  app.get(certificatePagePath(':code'), async (request, reply) => {
    const { code } = request.params as { code: string };
    const lang = pageLanguage(request);
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', PAGE_POLICY);
    // Switched off: the page says so instead of showing (or denying) a certificate.
    if (!(await isFeatureOn(app.db, 'cert')))
      return reply
        .code(403)
        .send(renderCertificateMissing(lang, featureOffMessage('cert'), '本站暂未提供证书查询。'));
    const certificate = await findCertificateByCode(app.db, code, siteUrl(request));
    if (!certificate) return reply.code(404).send(renderCertificateMissing(lang));
    const siteName = (await readConfigValues(app.db, ['site.name'])).str('site.name', '书院');
    return reply.send(renderCertificatePage(certificate, siteName, lang));
  });

  await registerMediaRoute(app);
}
