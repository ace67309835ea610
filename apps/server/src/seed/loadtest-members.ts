/*
 * For `npm run loadtest`: after the demo seed, creates LOADTEST_MEMBERS members (password shuyuan123, mobiles
 * 166xxxxxxxx, owning nothing) and makes Alipay the payment channel with the settings in LOADTEST_ALIPAY (a
 * fake Alipay the load test runs: the sandbox is refused in production, and hand pay cannot be finished by a
 * virtual member), as a site owner would in 设置 → 支付. Writes `{ mobiles }` as JSON to LOADTEST_OUT. Uses
 * the same DATA_DIR / DATABASE_URL as the server.
 */
import { writeFileSync } from 'node:fs';
import { loadConfig } from '#config';
import { openDatabase } from '#core/db/connection';
import { hashDemoPassword } from './factories/index';

const MOBILE_PREFIX = '166';

async function run(): Promise<void> {
  const count = Number(process.env.LOADTEST_MEMBERS);
  const out = process.env.LOADTEST_OUT;
  if (!out || !Number.isInteger(count) || count < 1 || count > 99_999_999)
    throw new Error('LOADTEST_OUT and LOADTEST_MEMBERS (1..99999999) are required');
  const alipay = JSON.parse(process.env.LOADTEST_ALIPAY ?? 'null') as Record<string, unknown> | null;
  if (!alipay)
    throw new Error('LOADTEST_ALIPAY (the payment.alipay settings of the fake Alipay) is required');
  const { db, close } = await openDatabase(loadConfig());
  try {
    const password = await hashDemoPassword('shuyuan123');
    const now = Date.now();
    const mobiles = Array.from({ length: count }, (_, i) => `${MOBILE_PREFIX}${String(i).padStart(8, '0')}`);
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < mobiles.length; i += 500) {
        await trx
          .insertInto('users')
          .values(
            mobiles.slice(i, i + 500).map((mobile, j) => ({
              mobile,
              nick_name: `压测学员${i + j}`,
              password,
              is_password_set: 1,
              role_expired_at: null,
              created_at: now,
              updated_at: now,
            })),
          )
          .execute();
      }
      const settings = {
        'payment.alipay': { ...alipay, enabled: true },
        'payment.sandbox': { enabled: false },
      };
      for (const [key, value] of Object.entries(settings)) {
        await trx.deleteFrom('app_config').where('key', '=', key).execute();
        await trx
          .insertInto('app_config')
          .values({ key, value: JSON.stringify(value), is_private: 1, updated_at: now })
          .execute();
      }
    });
    writeFileSync(out, JSON.stringify({ mobiles }));
  } finally {
    await close();
  }
}

await run();
