import {
  adminGetMember,
  adminGrantCourse,
  adminGrantVip,
  adminListMembers,
  adminLockMember,
} from '@shuyuan/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '#core/http/register-endpoint';
import { actorOf } from '../context';
import { getMember, listMembers } from './member-read';
import { grantCourse, grantVip, setLock } from './member-write';

export function memberAdminRoutes(app: FastifyInstance): void {
  registerEndpoint(app, adminListMembers, async ({ query }) => listMembers(app, query));
  registerEndpoint(app, adminGetMember, async ({ params }) => getMember(app, params.id));
  registerEndpoint(app, adminLockMember, async ({ params, body, admin, request }) => {
    await setLock(actorOf(app, admin, request), params.id, body.is_lock);
    return [];
  });
  registerEndpoint(app, adminGrantCourse, async ({ params, body, admin, request }) => {
    await grantCourse(actorOf(app, admin, request), params.id, body.course_id);
    return [];
  });
  registerEndpoint(app, adminGrantVip, async ({ params, body, admin, request }) => {
    await grantVip(actorOf(app, admin, request), params.id, body.role_id, body.days);
    return [];
  });
}
