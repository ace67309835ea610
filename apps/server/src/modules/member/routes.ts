import {
  agreeToAgreements,
  bindMobile as bindMobileEndpoint,
  changeMobile as changeMobileEndpoint,
  changePassword as changePasswordEndpoint,
  destroyMember,
  getMemberDetail as getMemberDetailEndpoint,
  verifyMobile,
} from '@shuyuan/contract';
import type { FastifyInstance } from 'fastify';
import { requestPlatform } from '#core/auth/member-token';
import type { AuthUser } from '#core/auth/resolve-user';
import { registerEndpoint } from '#core/http/register-endpoint';
import { bindMobile, changeMobile, changePassword, requestDeletion, verifyCurrentMobile } from './account';
import { recordAgreements } from './agreements';
import { registerMemberCentre } from './centre-routes';
import { getMemberDetail } from './detail';
import { registerIdentityRoutes } from './identity-routes';

/** `auth: 'member'` endpoints always have a user; this narrows the type. */
function member(user: AuthUser | null): AuthUser {
  if (!user) throw new Error('member guard did not run');
  return user;
}

/** Member basics (issue 3); the member area of issue 7 adds to this module. */
export default async function memberRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, getMemberDetailEndpoint, async ({ user }) =>
    getMemberDetail(app.db, member(user).id),
  );

  registerEndpoint(app, bindMobileEndpoint, async ({ user, body }) => {
    await bindMobile(app, member(user).id, body.mobile, body.mobile_code);
    return [];
  });

  registerEndpoint(app, verifyMobile, async ({ user, body }) =>
    verifyCurrentMobile(app, member(user).id, body.mobile, body.mobile_code),
  );

  registerEndpoint(app, changeMobileEndpoint, async ({ user, body }) => {
    await changeMobile(app, member(user).id, body);
    return [];
  });

  registerEndpoint(app, changePasswordEndpoint, async ({ user, body }) => {
    const { id, token } = member(user);
    await changePassword(app, id, token.jti, body);
    return [];
  });

  registerEndpoint(app, agreeToAgreements, async ({ user, request }) => {
    await recordAgreements(app.db, member(user).id, {
      ip: request.ip,
      userAgent: String(request.headers['user-agent'] ?? ''),
      platform: requestPlatform(request),
    });
    return [];
  });

  registerEndpoint(app, destroyMember, async ({ user }) => {
    await requestDeletion(app.db, member(user).id);
    return [];
  });

  await registerMemberCentre(app);
  await registerIdentityRoutes(app);
}
