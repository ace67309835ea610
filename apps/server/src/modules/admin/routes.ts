import { adminAuditLogs, adminLogin, adminLogout, adminMe } from '@shuyuan/contract';
import type { FastifyInstance } from 'fastify';
import { revokeAdminSession } from '../../core/auth/admin-guard';
import { registerEndpoint } from '../../core/http/register-endpoint';
import { listAudit, writeAudit } from './audit';
import { getProfile, login } from './service';

export default async function adminRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, adminLogin, async ({ body, request }) =>
    login(app, body.username, body.password, request.ip),
  );

  registerEndpoint(app, adminLogout, async ({ admin, request }) => {
    if (!admin) throw new Error('admin guard did not run');
    await revokeAdminSession(app, admin);
    await writeAudit(app, admin, { action: 'admin.logout', target: `admin:${admin.id}`, ip: request.ip });
    return [];
  });

  registerEndpoint(app, adminMe, async ({ admin }) => {
    if (!admin) throw new Error('admin guard did not run');
    return getProfile(app, admin.id);
  });

  registerEndpoint(app, adminAuditLogs, async ({ query }) => listAudit(app, query));
}
