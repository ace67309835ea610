import { adminCreateAccount, adminListAccounts, adminUpdateAccount } from '@shuyuan/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '#core/http/register-endpoint';
import { actorOf } from '../context';
import { createAccount, listAccounts, updateAccount } from './account-service';

export function accountAdminRoutes(app: FastifyInstance): void {
  registerEndpoint(app, adminListAccounts, async () => listAccounts(app.db));
  registerEndpoint(app, adminCreateAccount, async ({ body, admin, request }) =>
    createAccount(actorOf(app, admin, request), body),
  );
  registerEndpoint(app, adminUpdateAccount, async ({ params, body, admin, request }) => {
    await updateAccount(actorOf(app, admin, request), params.id, {
      ...body,
      password: body.password || undefined,
    });
    return [];
  });
}
