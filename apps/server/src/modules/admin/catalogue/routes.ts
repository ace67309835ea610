import * as c from '@shuyuan/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '#core/http/register-endpoint';
import { actorOf } from '../context';
import * as activates from './activate-service';
import * as cat from './catalogue-service';
import * as kechengs from './kecheng-service';

export function catalogueAdminRoutes(app: FastifyInstance): void {
  const tables = [
    [
      c.adminListCategories,
      c.adminCreateCategory,
      c.adminUpdateCategory,
      c.adminDeleteCategory,
      cat.listCategories,
      cat.saveCategory,
      cat.deleteCategory,
    ],
    [
      c.adminListTeachers,
      c.adminCreateTeacher,
      c.adminUpdateTeacher,
      c.adminDeleteTeacher,
      cat.listTeachers,
      cat.saveTeacher,
      cat.deleteTeacher,
    ],
    [
      c.adminListLinks,
      c.adminCreateLink,
      c.adminUpdateLink,
      c.adminDeleteLink,
      cat.listLinks,
      cat.saveLink,
      cat.deleteLink,
    ],
    [
      c.adminListActivates,
      c.adminCreateActivate,
      c.adminUpdateActivate,
      c.adminDeleteActivate,
      activates.listActivates,
      activates.saveActivate,
      activates.deleteActivate,
    ],
    [
      c.adminListKechengs,
      c.adminCreateKecheng,
      c.adminUpdateKecheng,
      c.adminDeleteKecheng,
      kechengs.listKechengs,
      kechengs.saveKecheng,
      kechengs.deleteKecheng,
    ],
  ] as const;
  for (const [list, create, update, remove, listFn, saveFn, deleteFn] of tables) {
    // Five tables share one shape; each service is typed by its own contract input, which the parsed
    // body of the matching endpoint is.
    // biome-ignore lint/suspicious/noExplicitAny: see above
    type Loose = (...args: any[]) => Promise<any>;
    const save = saveFn as Loose;
    const load = listFn as Loose;
    registerEndpoint(app, list, async ({ query }) => load(app, query));
    registerEndpoint(app, create, async ({ body, admin, request }) =>
      save(actorOf(app, admin, request), null, body),
    );
    registerEndpoint(app, update, async ({ params, body, admin, request }) => {
      await save(actorOf(app, admin, request), params.id, body);
      return [];
    });
    registerEndpoint(app, remove, async ({ params, admin, request }) => {
      await deleteFn(actorOf(app, admin, request), params.id);
      return [];
    });
  }

  registerEndpoint(app, c.adminActivateEnrolments, async ({ params, query }) =>
    activates.listEnrolments(app, params.id, query),
  );
  registerEndpoint(app, c.adminExportEnrolments, async ({ params, admin, request, reply }) => {
    const { filename, csv } = await activates.exportEnrolments(actorOf(app, admin, request), params.id);
    await reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'no-store')
      .send(csv);
    return csv;
  });
}
