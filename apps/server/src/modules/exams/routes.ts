import type { FastifyInstance } from 'fastify';
import { meeduPaperRoutes } from './papers/meedu-routes';
import { paperRoutes } from './papers/routes';

/* The exams module's member routes (decision 046): our /api/v3/exam calls and MeEdu's Paper add-on calls. */
export default async function examRoutes(app: FastifyInstance): Promise<void> {
  paperRoutes(app);
  meeduPaperRoutes(app);
}
