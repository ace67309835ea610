import type { Kysely } from 'kysely';
import type { Database } from '#core/db/schema';
import { createAdministrator, createCourse, createMember, createVideo } from '#seed/factories/index';
import { setAppConfig } from './app-config';
import { insertOrder } from './orders';
import { freshMobile } from './sms';

/**
 * The rows the two-process tests work on, written before the processes start (so the expiry sweep that
 * runs soon after each start finds its orders waiting).
 */
export async function insertSharedStateFixtures(db: Kysely<Database>) {
  const admin = await createAdministrator(db, { role: 'super' });
  const editor = await createAdministrator(db, { role: 'editor' });
  const [tokenMember, lockoutMember, learner, passwordMember] = [
    await createMember(db),
    await createMember(db),
    await createMember(db),
    await createMember(db),
  ];
  await setAppConfig(db, 'credit1.watched_video', 5);
  const course = await createCourse(db, { charge_fen: 0, is_free: 1 });
  const longVideo = await createVideo(db, { course_id: course.id, duration: 600 });
  const shortVideo = await createVideo(db, { course_id: course.id, duration: 8 });

  // Expired unpaid orders, each holding a use of one promo code: a cancel gives the use back.
  const buyers = [
    await createMember(db),
    await createMember(db),
    await createMember(db),
    await createMember(db),
  ];
  const now = Date.now();
  const promo = await db
    .insertInto('promo_codes')
    .values({ code: `EXP${now % 1_000_000}`, used_times: buyers.length, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const expired: number[] = [];
  for (const buyer of buyers) {
    const order = await insertOrder(db, {
      user_id: buyer.id,
      goods_type: 'COURSE',
      goods_id: (await createCourse(db, { charge_fen: 1000 })).id,
      total_fen: 1000,
      expires_at: now - 60_000,
      promo_code_id: promo.id,
    });
    await db
      .insertInto('promo_code_uses')
      .values({
        promo_code_id: promo.id,
        user_id: buyer.id,
        order_id: order.id,
        created_at: now,
        updated_at: now,
      })
      .execute();
    expired.push(order.id);
  }
  return {
    admin,
    editor,
    tokenMember,
    passwordMember,
    lockoutMember,
    learner,
    smsMobile: freshMobile(),
    longVideoId: longVideo.id,
    shortVideoId: shortVideo.id,
    promoId: promo.id,
    expiredOrderIds: expired,
  };
}
