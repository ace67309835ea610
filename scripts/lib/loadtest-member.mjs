// One virtual member of `npm run loadtest`: visits the home page, logs in with a password, then until the
// deadline browses, searches, buys courses at the (fake) Alipay cashier, watches (play info + a range of
// the signed media) and reports progress, with a think time between steps, as a person at a browser does.
// Every request goes through `call`, which times it and decides whether the answer is what a browser
// would accept; anything else is an error of the run.
import { seededRandom } from './seeded-random.mjs';

const TIMEOUT_MS = 30_000;
const PASSWORD = 'shuyuan123';

/** Weighted steps after login; the weights are percentages of steps, not of requests. */
const STEPS = [
  ['browse', 30],
  ['search', 12],
  ['watch', 18],
  ['progress', 22],
  ['buy', 8],
  ['member', 7],
  ['relogin', 3],
];

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The member id a JWT names (`sub`). */
const subOf = (token) =>
  Number(JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')).sub);

/**
 * @param ctx  { baseUrl, stats, site: { paidCourseIds, freeCourseIds, words, assets, lastPage }, think: [min,max],
 *               deadline, seed, ledger: { purchases: [], progress: Map } }
 */
export async function runMember(ctx, mobile, index) {
  const { baseUrl, stats, site, ledger } = ctx;
  // Each member draws from its own sequence, so a run's choices do not depend on the order answers arrive.
  const random = seededRandom(ctx.seed * 100_003 + index);
  const ip = `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
  const pick = (list) => list[Math.floor(random() * list.length)];
  const owned = new Set();
  let token = null;
  let memberId = 0;
  let watching = null;
  let assetsLoaded = false;

  /**
   * One request. `expect` is 'envelope' (HTTP 200, code 0: returns data), 'html' (200 text/html), 'range'
   * (206) or 'ok' (200). Returns the data, or undefined after recording an error.
   */
  async function call(name, path, { method = 'GET', body, form, expect = 'envelope', headers = {} } = {}) {
    const h = { 'x-forwarded-for': ip, 'accept-encoding': 'br, gzip', ...headers };
    if (token && expect === 'envelope') h.authorization = `Bearer ${token}`;
    let payload;
    if (body !== undefined) {
      h['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    } else if (form !== undefined) {
      h['content-type'] = 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(form).toString();
    }
    const url = path.startsWith('http') ? path : `${baseUrl}${path}`;
    const started = performance.now();
    let res;
    let text;
    try {
      res = await fetch(url, { method, headers: h, body: payload, signal: AbortSignal.timeout(TIMEOUT_MS) });
      text = expect === 'range' ? String((await res.arrayBuffer()).byteLength) : await res.text();
    } catch (err) {
      stats.fail(name, null, `${method} ${path}: ${err.name === 'TimeoutError' ? 'timed out' : err.message}`);
      return undefined;
    }
    const ms = performance.now() - started;
    const wanted = expect === 'range' ? 206 : 200;
    if (res.status !== wanted) {
      stats.fail(name, ms, `${method} ${path}: HTTP ${res.status} ${text.slice(0, 160)}`);
      return undefined;
    }
    if (expect !== 'envelope') {
      stats.ok(name, ms);
      return text;
    }
    let envelope;
    try {
      envelope = JSON.parse(text);
    } catch {
      stats.fail(name, ms, `${method} ${path}: not JSON: ${text.slice(0, 160)}`);
      return undefined;
    }
    if (envelope.code !== 0) {
      stats.fail(name, ms, `${method} ${path}: code ${envelope.code} ${envelope.message}`);
      return undefined;
    }
    stats.ok(name, ms);
    return envelope.data;
  }

  async function visitHome() {
    await call('GET / (page)', '/', { expect: 'html' });
    if (!assetsLoaded) {
      // A first visit fetches the scripts index.html names; later visits have them cached.
      for (const asset of site.assets) await call('GET /assets/* (first visit)', asset, { expect: 'ok' });
      assetsLoaded = true;
    }
    await Promise.all([
      call('GET /api/v2/other/config', '/api/v2/other/config'),
      call('GET /api/v2/navs', '/api/v2/navs'),
      call('GET /api/v2/sliders', '/api/v2/sliders?platform=PC'),
      call(
        'GET /api/v2/viewBlock/page/blocks',
        '/api/v2/viewBlock/page/blocks?platform=pc&page_name=pc-page-index',
      ),
      call('GET /api/v2/announcement/latest', '/api/v2/announcement/latest'),
    ]);
  }

  async function login() {
    const data = await call('POST /api/v2/login/password', '/api/v2/login/password', {
      method: 'POST',
      body: { mobile, password: PASSWORD },
    });
    if (!data) return false;
    token = data.token;
    memberId = subOf(token);
    await call('GET /api/v2/member/detail', '/api/v2/member/detail');
    return true;
  }

  async function browse() {
    const page = 1 + Math.floor(random() * site.lastPage);
    const list = await call('GET /api/v2/courses', `/api/v2/courses?page=${page}&page_size=16`);
    const id = list?.data?.length ? pick(list.data).id : pick([...site.paidCourseIds, ...site.freeCourseIds]);
    await call('GET /api/v2/course/:id', `/api/v2/course/${id}`);
    if (random() < 0.3) await call('GET /api/v2/articles', '/api/v2/articles?page=1&page_size=10');
  }

  async function search() {
    const words = encodeURIComponent(pick(site.words));
    await call('GET /api/v3/search', `/api/v3/search?keywords=${words}`);
  }

  /** Opens a video of a course the member may watch: play info, then the first bytes of the stream. */
  async function watch() {
    const courseId = pick([...owned, ...site.freeCourseIds]);
    const course = await call('GET /api/v2/course/:id', `/api/v2/course/${courseId}`);
    const videos = Object.values(course?.videos ?? {}).flat();
    if (!videos.length) return;
    const video = pick(videos);
    const play = await call('GET /api/v2/video/:id/playinfo', `/api/v2/video/${video.id}/playinfo`);
    if (!play) return;
    watching = { videoId: video.id, startedAt: Date.now(), duration: play.duration };
    const stream = play.urls[0];
    if (stream.format === 'm3u8') await call('GET media (playlist)', stream.url, { expect: 'ok' });
    else
      await call('GET media (range)', stream.url, { expect: 'range', headers: { range: 'bytes=0-65535' } });
  }

  /** Sends the playhead as the player does: the wall-clock time since play, capped at the video's end. */
  async function report(final) {
    const elapsed = Math.max(1, Math.floor((Date.now() - watching.startedAt) / 1000));
    const position = Math.min(elapsed, Math.max(1, watching.duration));
    const data = await call('POST /api/v2/video/:id/record', `/api/v2/video/${watching.videoId}/record`, {
      method: 'POST',
      body: { duration: position, ...(final || position >= watching.duration ? { final: 1 } : {}) },
    });
    if (data) {
      const key = `${memberId}:${watching.videoId}`;
      ledger.progress.set(key, Math.max(ledger.progress.get(key) ?? 0, data.watch_seconds));
    }
    if (final || position >= watching.duration) watching = null;
  }

  /** Between pings a member sometimes pauses (a final report) or starts watching when nothing plays. */
  async function progress() {
    if (!watching) return watch();
    await report(random() < 0.15);
  }

  /**
   * A paid course the member lacks: order, Alipay chosen on the pay page, Alipay's cashier (the fake, which
   * notifies the site before it sends the browser back), then the pay page's status poll.
   */
  async function buy() {
    const choices = site.paidCourseIds.filter((id) => !owned.has(id));
    if (!choices.length) return browse();
    const courseId = pick(choices);
    await call('GET /api/v2/course/:id', `/api/v2/course/${courseId}`);
    const order = await call('POST /api/v3/order', '/api/v3/order', {
      method: 'POST',
      body: { goods_type: 'COURSE', goods_id: courseId, agree_protocol: 1 },
    });
    if (!order) return;
    await call('GET /api/v2/order/payments', '/api/v2/order/payments?scene=pc');
    const action = await call('POST /api/v2/order/pay', '/api/v2/order/pay', {
      method: 'POST',
      body: {
        order_id: order.order_no,
        payment: 'alipay',
        scene: 'pc',
        return_url: `${baseUrl}/order/pay?order_id=${order.order_no}`,
      },
    });
    if (!action) return;
    if (!(await payAtAlipay(action.url, order.order_no))) return;
    const status = await call('GET /api/v2/order/status', `/api/v2/order/status?order_id=${order.order_no}`);
    if (status && status.status !== 9) {
      stats.fail(
        'GET /api/v2/order/status',
        null,
        `order ${order.order_no}: status ${status.status} after paying at Alipay`,
      );
      return;
    }
    if (status) {
      owned.add(courseId);
      ledger.purchases.push({ memberId, courseId, orderNo: order.order_no });
    }
  }

  /** Alipay's side (not timed as the site's routes): its cashier page, then 确认付款. False after an error. */
  async function payAtAlipay(url, orderNo) {
    const fail = (why) => {
      stats.fail('Alipay cashier (fake)', null, `order ${orderNo}: ${why}`);
      return false;
    };
    try {
      const page = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      const html = await page.text();
      const tradeNo = /name="trade_no" value="([^"]+)"/.exec(html)?.[1];
      const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
      if (page.status !== 200 || !tradeNo || !action) return fail(`no cashier: HTTP ${page.status}`);
      const paid = await fetch(new URL(action, url), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ trade_no: tradeNo }).toString(),
        redirect: 'manual',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (paid.status !== 302) return fail(`确认付款 answered HTTP ${paid.status}`);
      return true;
    } catch (err) {
      return fail(err.message);
    }
  }

  async function memberArea() {
    await Promise.all([
      call('GET /api/v3/member/courses', '/api/v3/member/courses?page=1&page_size=10'),
      call('GET /api/v2/member/unreadNotificationCount', '/api/v2/member/unreadNotificationCount'),
    ]);
    if (random() < 0.5) await call('GET /api/v2/member/orders', '/api/v2/member/orders?page=1&page_size=10');
  }

  async function relogin() {
    await call('POST /api/v2/logout', '/api/v2/logout', { method: 'POST' });
    token = null;
    await login();
  }

  const actions = { browse, search, watch, progress, buy, member: memberArea, relogin };
  const total = STEPS.reduce((s, [, w]) => s + w, 0);
  const chooseStep = () => {
    let r = random() * total;
    for (const [name, weight] of STEPS) {
      r -= weight;
      if (r < 0) return name;
    }
    return 'browse';
  };
  const think = () => {
    const [min, max] = ctx.think;
    return sleep(min + random() * (max - min));
  };

  await sleep(random() * ctx.rampMs);
  if (Date.now() >= ctx.deadline) return;
  await visitHome();
  await think();
  while (Date.now() < ctx.deadline && !(await login())) await think();
  while (Date.now() < ctx.deadline) {
    await think();
    if (Date.now() >= ctx.deadline) break;
    const step = token ? chooseStep() : 'relogin';
    await actions[step]();
  }
  // A player sends a final report when the page closes.
  if (watching && token) await report(true);
}
