import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real HTTP server speaking the accounts calls the dialogs make, for the component tests: it answers
 * with MeEdu envelopes, records every call, and allows the jsdom page's origin (CORS), so the app's own
 * axios instance talks to it over the network like the browser does.
 */
export interface RecordedCall {
  method: string;
  path: string;
  body: Record<string, unknown>;
}

/** The one image-captcha answer the server accepts. */
export const GOOD_CAPTCHA = 'ab12';

const ok = (data: unknown) => ({ code: 0, message: '', data });
const fail = (message: string) => ({ code: 1, message, data: [] });

export const MEMBER = {
  id: 9,
  avatar: '',
  nick_name: '学员9',
  mobile: '13900000009',
  credit1: 0,
  is_bind_mobile: 1,
  is_face_verify: false,
};

export async function startAuthApi() {
  const calls: RecordedCall[] = [];
  let captchas = 0;
  /** The WeChat scan: seconds a QR code lives, and what the query answers (code '0' = not scanned). */
  const scan = { lifeSeconds: 300, code: '0' };
  const server: Server = createServer((req, res) => {
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-allow-headers', 'content-type, authorization, accept');
    res.setHeader('access-control-allow-methods', 'GET, POST, PUT, DELETE');
    if (req.method === 'OPTIONS') {
      res.statusCode = 204;
      res.end();
      return;
    }
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      calls.push({ method: req.method ?? 'GET', path, body });
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(answer(req.method ?? 'GET', path, body)));
    });
  });

  function answer(method: string, path: string, body: Record<string, unknown>) {
    const route = `${method} ${path}`;
    switch (route) {
      case 'GET /api/v2/captcha/image':
        captchas += 1;
        return ok({
          sensitive: false,
          key: `key-${captchas}`,
          img: `data:image/png;base64,iVBORw0KGgo${captchas}`,
        });
      case 'POST /api/v2/captcha/sms':
        return body.image_captcha === GOOD_CAPTCHA ? ok([]) : fail('图形验证码错误');
      case 'POST /api/v2/register/sms':
      case 'POST /api/v2/password/reset':
        return body.mobile_code === '123456' ? ok([]) : fail('短信验证码错误');
      case 'POST /api/v2/login/password':
        return body.password === 'secret1' ? ok({ token: 'token-9' }) : fail('手机号或密码错误');
      case 'POST /api/v3/auth/register/withSocialite':
        return body.code === 'social-code-1' && body.mobile_code === '123456'
          ? ok({ token: 'token-9' })
          : fail('已过期');
      case 'POST /api/v3/auth/login/wechat-scan/url':
        return ok({
          url: `https://site.test/wechat-scan?key=k${calls.length}`,
          key: `k${calls.length}`,
          expire: Math.floor(Date.now() / 1000) + scan.lifeSeconds,
        });
      case 'GET /api/v3/auth/login/wechat-scan/query':
        return ok({ code: scan.code });
      case 'POST /api/v3/auth/login/code':
        return body.code === 'lc-bind'
          ? ok({ success: 0, action: 'bind_mobile', code: 'social-code-1' })
          : fail('已过期');
      case 'POST /api/v2/member/mobile':
        return ok([]);
      case 'GET /api/v2/member/detail':
        return ok(MEMBER);
      case 'GET /api/v2/other/config':
        return ok({ member: { enabled_mobile_bind_alert: 0, enabled_face_verify: false } });
      default:
        return { code: 404, message: '路由不存在', data: [] };
    }
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    calls,
    scan,
    /** The calls made to one path, in order. */
    callsTo: (path: string) => calls.filter((c) => c.path === path),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
