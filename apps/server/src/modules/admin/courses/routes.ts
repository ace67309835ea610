import {
  adminCourseOptions,
  adminCreateChapter,
  adminCreateCourse,
  adminCreateVideo,
  adminDeleteChapter,
  adminDeleteCourse,
  adminDeleteVideo,
  adminGetCourse,
  adminListCourses,
  adminPublishCourse,
  adminRenderMarkdown,
  adminUpdateChapter,
  adminUpdateCourse,
  adminUpdateVideo,
} from '@shuyuan/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '#core/http/register-endpoint';
import { actorOf } from '../context';
import { captionAdminRoutes } from './caption-routes';
import * as chapters from './chapter-video-service';
import { courseOptions, listCourses } from './course-list';
import * as courses from './course-service';
import { renderMarkdown } from './markdown';

export function courseAdminRoutes(app: FastifyInstance): void {
  registerEndpoint(app, adminListCourses, async ({ query }) => listCourses(app.db, query));
  registerEndpoint(app, adminGetCourse, async ({ params }) => courses.getCourseDetail(app, params.id));
  registerEndpoint(app, adminCourseOptions, async () => courseOptions(app.db));
  registerEndpoint(app, adminRenderMarkdown, async ({ body }) => ({ html: renderMarkdown(body.markdown) }));

  registerEndpoint(app, adminCreateCourse, async ({ body, admin, request }) =>
    courses.createCourse(actorOf(app, admin, request), body),
  );
  registerEndpoint(app, adminUpdateCourse, async ({ params, body, admin, request }) => {
    await courses.updateCourse(actorOf(app, admin, request), params.id, body);
    return [];
  });
  registerEndpoint(app, adminPublishCourse, async ({ params, body, admin, request }) => {
    await courses.publishCourse(actorOf(app, admin, request), params.id, body.is_show);
    return [];
  });
  registerEndpoint(app, adminDeleteCourse, async ({ params, admin, request }) => {
    await courses.deleteCourse(actorOf(app, admin, request), params.id);
    return [];
  });

  registerEndpoint(app, adminCreateChapter, async ({ params, body, admin, request }) =>
    chapters.createChapter(actorOf(app, admin, request), params.id, body),
  );
  registerEndpoint(app, adminUpdateChapter, async ({ params, body, admin, request }) => {
    await chapters.updateChapter(actorOf(app, admin, request), params.id, body);
    return [];
  });
  registerEndpoint(app, adminDeleteChapter, async ({ params, admin, request }) => {
    await chapters.deleteChapter(actorOf(app, admin, request), params.id);
    return [];
  });

  registerEndpoint(app, adminCreateVideo, async ({ params, body, admin, request }) =>
    chapters.createVideo(actorOf(app, admin, request), params.id, body),
  );
  registerEndpoint(app, adminUpdateVideo, async ({ params, body, admin, request }) => {
    await chapters.updateVideo(actorOf(app, admin, request), params.id, body);
    return [];
  });
  registerEndpoint(app, adminDeleteVideo, async ({ params, admin, request }) => {
    await chapters.deleteVideo(actorOf(app, admin, request), params.id);
    return [];
  });

  // Its own context, for the multipart parser; avvio loads it once this function returns.
  void app.register(captionAdminRoutes);
}
