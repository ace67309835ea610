import type { Kysely } from 'kysely';
import type { Database } from './schema';

type Db = Kysely<Database>;

/*
 * The one place that writes a member's messages (the notifications table). It lives in core, not in the
 * member module, because auth (the lowest module, which member builds on), learning, commerce and the
 * console all send messages: a home in a module would make them import each other around a loop.
 */

export interface Message {
  /** registration | order | credit | course | announcement | system */
  type: string;
  message: string;
  /** Where a click on the message goes in the web app ('' for nowhere). */
  url?: string;
}

/** One message to one member. Given a transaction, it is written in it (sent exactly when the change is). */
export async function notify(db: Db, userId: number, note: Message, now = Date.now()): Promise<void> {
  await db
    .insertInto('notifications')
    .values({
      user_id: userId,
      type: note.type,
      message: note.message,
      url: note.url ?? '',
      read_at: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

/**
 * The same message to every member whose account is not locked (deleted members are anonymised and
 * locked), in one INSERT … SELECT: a large membership costs one statement, not a round trip per member.
 */
export async function notifyEveryMember(db: Db, note: Message, now = Date.now()): Promise<void> {
  await db
    .insertInto('notifications')
    .columns(['user_id', 'type', 'message', 'url', 'read_at', 'created_at', 'updated_at'])
    .expression(
      db
        .selectFrom('users')
        .select((eb) => [
          'id',
          eb.val(note.type).as('type'),
          eb.val(note.message).as('message'),
          eb.val(note.url ?? '').as('url'),
          eb.val(null).as('read_at'),
          eb.val(now).as('created_at'),
          eb.val(now).as('updated_at'),
        ])
        .where('is_lock', '=', 0),
    )
    .execute();
}
