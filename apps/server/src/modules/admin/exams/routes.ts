import * as c from '@shuyuan/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '#core/http/register-endpoint';
import { actorOf } from '../context';
import * as categories from './category-service';
import { examPaperAdminRoutes } from './paper-routes';
import * as questions from './question-service';

/* The question bank in the console (issue 23): contract in, service, answer out. */
export function examAdminRoutes(app: FastifyInstance): void {
  registerEndpoint(app, c.adminListExamCategories, async () => categories.listExamCategories(app));
  registerEndpoint(app, c.adminCreateExamCategory, async ({ body, admin, request }) =>
    categories.saveExamCategory(actorOf(app, admin, request), null, body),
  );
  registerEndpoint(app, c.adminUpdateExamCategory, async ({ params, body, admin, request }) => {
    await categories.saveExamCategory(actorOf(app, admin, request), params.id, body);
    return [];
  });
  registerEndpoint(app, c.adminDeleteExamCategory, async ({ params, admin, request }) => {
    await categories.deleteExamCategory(actorOf(app, admin, request), params.id);
    return [];
  });

  registerEndpoint(app, c.adminListQuestions, async ({ query }) => questions.listQuestions(app, query));
  registerEndpoint(app, c.adminShowQuestion, async ({ params }) => questions.showQuestion(app, params.id));
  registerEndpoint(app, c.adminCreateQuestion, async ({ body, admin, request }) =>
    questions.saveQuestion(actorOf(app, admin, request), null, body),
  );
  registerEndpoint(app, c.adminUpdateQuestion, async ({ params, body, admin, request }) => {
    await questions.saveQuestion(actorOf(app, admin, request), params.id, body);
    return [];
  });
  registerEndpoint(app, c.adminDeleteQuestion, async ({ params, admin, request }) => {
    await questions.deleteQuestions(actorOf(app, admin, request), [params.id]);
    return [];
  });
  registerEndpoint(app, c.adminDeleteQuestions, async ({ body, admin, request }) => {
    await questions.deleteQuestions(actorOf(app, admin, request), body.ids);
    return [];
  });

  examPaperAdminRoutes(app);
}
