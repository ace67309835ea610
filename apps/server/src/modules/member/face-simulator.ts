import {
  devFaceVerifyPage,
  devFaceVerifySubmit,
  localizeMessage,
  type MessageLanguage,
  pageLangOf,
} from '@shuyuan/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '#core/deps';
import { badParameter } from '#core/errors';
import { acceptFormBodies } from '#core/http/form-body';
import { escapeHtml, htmlPage, messagePage, sendHtml, sendRedirect } from '#core/http/html-page';
import { pageLanguage } from '#core/http/language';
import { registerEndpoint } from '#core/http/register-endpoint';
import { decideSimulation, FACE_SIMULATOR_PAGE_PATH, readSimulation } from '#providers/face/simulator';
import { fakeIdNumber } from './fake-id-number';

/** Page texts the browser tests click: keep them exactly. */
export const FaceSimulatorText = {
  title: '模拟实名认证',
  pass: '认证通过',
  fail: '认证失败',
  defaultName: '张三',
  gone: '该认证不存在或已失效，请在电脑端重新发起实名认证',
} as const;

/** The page in the member's language (decision 035); its form carries the language on. */
function verifyPage(bizToken: string, lang: MessageLanguage): string {
  const t = (zh: string) => escapeHtml(localizeMessage(zh, lang));
  const field = (name: string, label: string, value: string) =>
    `<label for="${name}">${t(label)}</label><input type="text" id="${name}" name="${name}" value="${escapeHtml(value)}" maxlength="32" autocomplete="off">`;
  return htmlPage(
    FaceSimulatorText.title,
    `<h1>${t(FaceSimulatorText.title)}</h1>
<p class="muted">${t('开发环境：站点未配置腾讯云人脸核身密钥，由本页代替刷脸认证。')}</p>
<form method="post" action="${FACE_SIMULATOR_PAGE_PATH}">
<input type="hidden" name="biz_token" value="${escapeHtml(bizToken)}">
<input type="hidden" name="lang" value="${pageLangOf(lang)}">
${field('name', '姓名', FaceSimulatorText.defaultName)}
${field('id_number', '身份证号', fakeIdNumber())}
<div class="btns"><button class="primary" type="submit" name="decision" value="pass">${t(FaceSimulatorText.pass)}</button>
<button class="secondary" type="submit" name="decision" value="fail">${t(FaceSimulatorText.fail)}</button></div>
</form>`,
    lang,
  );
}

/** The shape of the simulator's biz_token; anything else is malformed input (参数错误). */
const BIZ_TOKEN = /^[\w-]{32}$/;

/** Only verifications started with the simulator, while they last, have a page. */
async function findSimulation(deps: Deps<'db' | 'store'>, bizToken: string) {
  if (!BIZ_TOKEN.test(bizToken)) throw badParameter();
  const record = await deps.db
    .selectFrom('user_face_verify_records')
    .select('id')
    .where('biz_token', '=', bizToken)
    .where('provider', '=', 'simulator')
    .executeTakeFirst();
  return record ? readSimulation(deps.store, bizToken) : null;
}

/** The simulated face verification (dev only): the provider's result is what the person picks here. */
export async function registerFaceSimulator(app: FastifyInstance): Promise<void> {
  if (app.config.nodeEnv === 'production') throw new Error('the face simulator must never run in production');
  await app.register(async (scope) => {
    acceptFormBodies(scope);

    registerEndpoint(scope, devFaceVerifyPage, async ({ query, reply, request }) => {
      const simulation = await findSimulation(app, query.biz_token);
      const lang = pageLanguage(request);
      sendHtml(
        reply,
        simulation
          ? verifyPage(query.biz_token, lang)
          : messagePage(lang, FaceSimulatorText.title, FaceSimulatorText.gone, 'fail'),
        simulation ? 200 : 404,
      );
      return [];
    });

    registerEndpoint(scope, devFaceVerifySubmit, async ({ body, reply, request }) => {
      const simulation = await findSimulation(app, body.biz_token);
      if (!simulation) {
        const lang = pageLanguage(request, request.body as Record<string, unknown>);
        sendHtml(reply, messagePage(lang, FaceSimulatorText.title, FaceSimulatorText.gone, 'fail'), 404);
        return [];
      }
      const result =
        body.decision === 'pass'
          ? {
              status: 'passed' as const,
              name: body.name?.trim() || FaceSimulatorText.defaultName,
              idNumber: body.id_number?.trim() || fakeIdNumber(),
            }
          : { status: 'failed' as const, reason: 'simulated' };
      await decideSimulation(app.store, body.biz_token, { ...simulation, result });
      sendRedirect(reply, simulation.redirectUrl);
      return [];
    });
  });
}
