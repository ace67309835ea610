import * as c from '@shuyuan/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '#core/http/register-endpoint';
import { actorOf } from '../context';
import * as grading from './grading-service';
import * as paperQuestions from './paper-questions-service';
import * as papers from './paper-service';

/* Papers and their grading queue in the console (decision 046): contract in, service, answer out. */
export function examPaperAdminRoutes(app: FastifyInstance): void {
  registerEndpoint(app, c.adminListExamPapers, async ({ query }) => papers.listPapers(app, query));
  registerEndpoint(app, c.adminShowExamPaper, async ({ params }) => papers.showPaper(app, params.id));
  registerEndpoint(app, c.adminCreateExamPaper, async ({ body, admin, request }) =>
    papers.savePaper(actorOf(app, admin, request), null, body),
  );
  registerEndpoint(app, c.adminUpdateExamPaper, async ({ params, body, admin, request }) => {
    await papers.savePaper(actorOf(app, admin, request), params.id, body);
    return [];
  });
  registerEndpoint(app, c.adminDeleteExamPaper, async ({ params, admin, request }) => {
    await papers.deletePaper(actorOf(app, admin, request), params.id);
    return [];
  });
  registerEndpoint(app, c.adminSetExamPaperQuestions, async ({ params, body, admin, request }) =>
    paperQuestions.setPaperQuestions(actorOf(app, admin, request), params.id, body.questions),
  );
  registerEndpoint(app, c.adminPublishExamPaper, async ({ params, body, admin, request }) => {
    await papers.publishPaper(actorOf(app, admin, request), params.id, body.is_published);
    return [];
  });

  registerEndpoint(app, c.adminExamGradingQueue, async ({ params, query }) =>
    grading.gradingQueue(app, params.id, query),
  );
  registerEndpoint(app, c.adminGradeExamAnswer, async ({ params, body, admin, request }) =>
    grading.gradeAnswer(actorOf(app, admin, request), params.id, body.score),
  );
}
