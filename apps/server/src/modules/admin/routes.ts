import {
  adminAuditLogs,
  adminCaptcha,
  adminDashboard,
  adminLogin,
  adminLogout,
  adminMe,
} from '@shuyuan/contract';
import type { FastifyInstance } from 'fastify';
import { revokeAdminSession } from '#core/auth/admin-guard';
import { registerEndpoint } from '#core/http/register-endpoint';
import { checkImageCaptcha, createImageCaptcha } from '#modules/auth';
import { accountAdminRoutes } from './accounts/routes';
import { attachmentAdminRoutes } from './attachments/routes';
import { listAudit, writeAudit } from './audit';
import { blockAdminRoutes } from './blocks/routes';
import { catalogueAdminRoutes } from './catalogue/routes';
import { commentAdminRoutes } from './comments/routes';
import { contentAdminRoutes } from './content/routes';
import { courseAdminRoutes } from './courses/routes';
import { dashboardStats } from './dashboard/stats';
import { examAdminRoutes } from './exams/routes';
import { mediaAdminRoutes } from './media/routes';
import { memberAdminRoutes } from './members/routes';
import { orderAdminRoutes } from './orders/routes';
import { getProfile, login } from './service';
import { settingsAdminRoutes } from './settings/routes';
import { transcodeAdminRoutes } from './transcodes/routes';

export default async function adminRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, adminCaptcha, async ({ reply }) => {
    reply.header('cache-control', 'no-store');
    const { key, img } = await createImageCaptcha(app);
    return { key, img };
  });

  registerEndpoint(app, adminLogin, async ({ body, request }) => {
    // The captcha first: a wrong answer costs neither an argon2 verify nor a lockout failure.
    await checkImageCaptcha(app, body.image_key, body.image_captcha);
    return login(app, body.username, body.password, request.ip);
  });

  registerEndpoint(app, adminLogout, async ({ admin, request }) => {
    if (!admin) throw new Error('admin guard did not run');
    await revokeAdminSession(app, admin);
    await writeAudit(app, admin, { action: 'admin.logout', target: `admin:${admin.id}`, ip: request.ip });
    return [];
  });

  registerEndpoint(app, adminMe, async ({ admin }) => {
    if (!admin) throw new Error('admin guard did not run');
    return getProfile(app.db, admin.id);
  });

  registerEndpoint(app, adminAuditLogs, async ({ query }) => listAudit(app.db, query));

  registerEndpoint(app, adminDashboard, async ({ query }) => dashboardStats(app.db, query.days));

  courseAdminRoutes(app);
  const uploads = mediaAdminRoutes(app);
  transcodeAdminRoutes(app);
  attachmentAdminRoutes(app, uploads);
  orderAdminRoutes(app);
  accountAdminRoutes(app);
  memberAdminRoutes(app);
  settingsAdminRoutes(app);
  contentAdminRoutes(app);
  catalogueAdminRoutes(app);
  blockAdminRoutes(app);
  commentAdminRoutes(app);
  examAdminRoutes(app);
}
