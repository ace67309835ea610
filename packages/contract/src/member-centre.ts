import { z } from 'zod';
import { ZPageQuery } from './catalogue';
import { defineEndpoint } from './endpoint';
import { ZEmpty, ZPage } from './envelope';

/** The member centre of issue 7 (meedu-api.md §1.3, §3.7, §3.8): messages, credit1 records, profile. */

export const MemberCentreMessage = {
  nicknameRequired: '请输入昵称',
  nicknameTooLong: '昵称不能超过24个字符',
  nicknameAlreadySet: '当前用户已配置昵称',
  nicknameTaken: '昵称已经存在',
  fileRequired: '请上传文件',
  notAnImage: '请上传图片文件',
  fileTooLarge: '文件不能超过1M',
} as const;

/** The column is 24 characters; counted in characters, not UTF-16 units, so an emoji is one. */
export const NICKNAME_MAX_CHARS = 24;
/** MeEdu's `max:1024` (KB) on the avatar file. */
export const AVATAR_MAX_BYTES = 1024 * 1024;

/** MeEdu's database notification: `data` is the payload; `url` (ours) is where the message leads, or ''. */
export const ZNotification = z.object({
  id: z.number().int(),
  notifiable_id: z.number().int(),
  data: z.object({ message: z.string(), url: z.string() }),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type TNotification = z.infer<typeof ZNotification>;

export const listMessages = defineEndpoint({
  id: 'listMessages',
  method: 'GET',
  path: '/api/v2/member/messages',
  summary: "The member's own notifications, newest first (page_size default 5)",
  area: 'member',
  auth: 'member',
  query: ZPageQuery,
  response: ZPage(ZNotification),
});

export const getUnreadNotificationCount = defineEndpoint({
  id: 'getUnreadNotificationCount',
  method: 'GET',
  path: '/api/v2/member/unreadNotificationCount',
  summary: 'How many of the member own notifications are unread (a bare integer)',
  area: 'member',
  auth: 'member',
  response: z.number().int(),
});

export const markNotificationAsRead = defineEndpoint({
  id: 'markNotificationAsRead',
  method: 'GET',
  path: '/api/v2/member/notificationMarkAsRead/:id',
  summary: "Marks one of the member's notifications read; another member's id answers 404",
  area: 'member',
  auth: 'member',
  params: z.object({ id: z.number().int() }),
  response: ZEmpty,
});

export const markAllNotificationsAsRead = defineEndpoint({
  id: 'markAllNotificationsAsRead',
  method: 'GET',
  path: '/api/v2/member/notificationMarkAllAsRead',
  summary: "Marks all of the member's unread notifications read",
  area: 'member',
  auth: 'member',
  response: ZEmpty,
});

export const ZCredit1Record = z.object({ sum: z.number().int(), remark: z.string(), created_at: z.string() });
export type TCredit1Record = z.infer<typeof ZCredit1Record>;

export const listCredit1Records = defineEndpoint({
  id: 'listCredit1Records',
  method: 'GET',
  path: '/api/v2/member/credit1Records',
  summary: "The member's own credit1 changes, newest first (page_size default 10)",
  area: 'member',
  auth: 'member',
  query: ZPageQuery,
  response: ZPage(ZCredit1Record),
});

export const changeNickname = defineEndpoint({
  id: 'changeNickname',
  method: 'POST',
  path: '/api/v2/member/detail/nickname',
  summary: 'Sets the nickname, once (当前用户已配置昵称 / 昵称已经存在); at most 24 characters',
  area: 'member',
  auth: 'member',
  body: z.object({
    nick_name: z
      .string({ message: MemberCentreMessage.nicknameRequired })
      .trim()
      .min(1, { message: MemberCentreMessage.nicknameRequired })
      .refine((s) => [...s].length <= NICKNAME_MAX_CHARS, { message: MemberCentreMessage.nicknameTooLong }),
  }),
  response: ZEmpty,
});

/**
 * multipart/form-data with one part `file` (no JSON body, hence no `body` schema): a JPEG, PNG, WebP or
 * GIF of at most 1 MiB, recognised from its bytes. The server stores a re-encoded square copy.
 */
export const uploadAvatar = defineEndpoint({
  id: 'uploadAvatar',
  method: 'POST',
  path: '/api/v2/member/detail/avatar',
  summary: 'Avatar upload, multipart `file` (请上传文件 / 请上传图片文件 / 文件不能超过1M)',
  area: 'member',
  auth: 'member',
  response: ZEmpty,
});
