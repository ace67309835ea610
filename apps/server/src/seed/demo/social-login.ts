import type { Kysely } from 'kysely';
import type { Database } from '#core/db/schema';

/**
 * Shows the QQ and WeChat login icons on the demo site. Without provider keys they are played by the local
 * simulator (outside production only; seedDemo never runs in production), so a visitor can click QQ and
 * come back logged in.
 */
export async function enableDemoSocialLogin(db: Kysely<Database>): Promise<void> {
  await db
    .updateTable('app_config')
    .set({ value: JSON.stringify(1), updated_at: Date.now() })
    .where('key', 'in', ['socialite.qq', 'socialite.wechat_oauth'])
    .execute();
}
