import {
  bindSocialiteWithCode as bindSocialiteWithCodeEndpoint,
  queryFaceVerify,
  startFaceVerify,
  unbindSocialite as unbindSocialiteEndpoint,
} from '@shuyuan/contract';
import type { FastifyInstance } from 'fastify';
import { memberId } from '#core/auth/resolve-user';
import { messagePage, sendHtml } from '#core/http/html-page';
import { pageLanguage } from '#core/http/language';
import { registerEndpoint } from '#core/http/register-endpoint';
import { registerFaceSimulator } from './face-simulator';
import {
  FACE_PENDING_ANSWER,
  FACE_VERIFY_END_PATH,
  queryFaceVerification,
  startFaceVerification,
} from './face-verify';
import { bindSocialiteWithCode, unbindSocialite } from './socialite';

/** Social bindings and face verification of the signed-in member (issue 3). */
export async function registerIdentityRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, bindSocialiteWithCodeEndpoint, async ({ user, body }) => {
    await bindSocialiteWithCode(app, memberId(user), body.code);
    return [];
  });

  registerEndpoint(app, unbindSocialiteEndpoint, async ({ user, params }) => {
    await unbindSocialite(app.db, memberId(user), params.app);
    return [];
  });

  registerEndpoint(app, startFaceVerify, async ({ user, body, request }) =>
    startFaceVerification(app, request, memberId(user), body.s_url),
  );

  registerEndpoint(app, queryFaceVerify, async ({ user, query, request, reply }) => {
    const passed = await queryFaceVerification(app, request, memberId(user), query);
    if (passed) return passed;
    reply.header('content-type', 'application/json; charset=utf-8').send(FACE_PENDING_ANSWER);
    return [];
  });

  // A page, not an API call (like the agreement pages): the provider sends the phone here at the end.
  app.get(FACE_VERIFY_END_PATH, async (request, reply) =>
    sendHtml(
      reply,
      messagePage(pageLanguage(request), '实名认证', '认证流程已结束，请返回电脑端查看认证结果'),
    ),
  );

  if (app.config.nodeEnv !== 'production') await registerFaceSimulator(app);
}
