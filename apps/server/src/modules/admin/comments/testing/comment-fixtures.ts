import { adminCall } from '#test/helpers/admin';
import type { MemberWithToken } from '#test/helpers/member';
import type { TestApp } from '#test/helpers/test-app';

export const API = '/backend/api/v1';

export interface Item {
  id: number;
  is_check: number;
  content: string;
}

/** What the moderation tests do: call the admin API as someone, write a waiting comment, read as a guest. */
export function commentFixtures(t: TestApp) {
  const as = (who: { token: string }) => (method: string, url: string, body?: unknown) =>
    adminCall(t, method, `${API}${url}`, who.token, body);
  const ids = (list: { data: { data: Item[] } }) => list.data.data.map((c) => c.id);

  /**
   * A member's waiting comment, written as the storefront writes it (the route itself is tested in comments.test.ts, with
   * few posts: it allows a member five a minute).
   */
  async function comment(who: MemberWithToken, rt: number, rid: number, content: string, parent = 0) {
    const now = Date.now();
    const row = await t.db
      .insertInto('comments')
      .values({
        user_id: who.user.id,
        rt,
        rid,
        parent_id: parent,
        reply_id: parent,
        content,
        is_check: 0,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
  /** What a guest reads on the course page (the cached list); ids are strings there, as in MeEdu. */
  type GuestItem = Omit<Item, 'id'> & { id: string };
  const guestList = async (rt: number, rid: number) =>
    (await t.get(`/api/v3/comments?rt=${rt}&rid=${rid}`)).data as {
      total: number;
      data: (GuestItem & { replies: GuestItem[]; replies_count: number })[];
    };
  return { as, ids, comment, guestList };
}
