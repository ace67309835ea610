import {
  changeNickname,
  getUnreadNotificationCount,
  listCredit1Records,
  listMessages,
  markAllNotificationsAsRead,
  markNotificationAsRead,
} from '@shuyuan/contract';
import type { FastifyInstance } from 'fastify';
import type { AuthUser } from '#core/auth/resolve-user';
import { unauthorized } from '#core/errors';
import { registerEndpoint } from '#core/http/register-endpoint';
import { avatarRoutes } from './avatar';
import { listOwnCredit1Records } from './credits';
import { scheduleAccountDeletion } from './deletion';
import { setNicknameOnce } from './nickname';
import { countUnread, listOwnNotifications, markAllRead, markOneRead } from './notifications';

/** `auth: 'member'` endpoints always have a user; every query below is scoped to this id. */
function callerId(user: AuthUser | null): number {
  if (!user) throw unauthorized();
  return user.id;
}

/** The member centre of issue 7: messages, credit1 records, nickname, avatar, and the deletion sweep. */
export async function registerMemberCentre(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, listMessages, async ({ user, query, lang }) =>
    listOwnNotifications(app.db, callerId(user), query, lang),
  );

  registerEndpoint(app, getUnreadNotificationCount, async ({ user }) => countUnread(app.db, callerId(user)));

  registerEndpoint(app, markNotificationAsRead, async ({ user, params }) => {
    await markOneRead(app.db, callerId(user), params.id);
    return [];
  });

  registerEndpoint(app, markAllNotificationsAsRead, async ({ user }) => {
    await markAllRead(app.db, callerId(user));
    return [];
  });

  registerEndpoint(app, listCredit1Records, async ({ user, query, lang }) =>
    listOwnCredit1Records(app.db, callerId(user), query, lang),
  );

  registerEndpoint(app, changeNickname, async ({ user, body }) => {
    await setNicknameOnce(app.db, callerId(user), body.nick_name);
    return [];
  });

  await app.register(avatarRoutes);
  scheduleAccountDeletion(app);
}
