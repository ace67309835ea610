import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/** Administration API (issue 8): its own prefix, its own token, permissions by role. */
export const ADMIN_API_PREFIX = '/backend/api/v1';

export const adminRoles = ['super', 'editor', 'finance', 'support'] as const;
export type AdminRoleName = (typeof adminRoles)[number];

export const adminPermissions = [
  'dashboard.view',
  'audit.view',
  'content.manage',
  'settings.manage',
  'members.view',
  'members.manage',
  'orders.view',
  'orders.manage',
  'admins.manage',
] as const;
export type AdminPermission = (typeof adminPermissions)[number];

/** What each role may do; the super admin may do everything. Shared with the console to build its menu. */
export const adminRolePermissions: Record<AdminRoleName, readonly AdminPermission[]> = {
  super: adminPermissions,
  editor: ['dashboard.view', 'content.manage'],
  finance: ['dashboard.view', 'orders.view', 'orders.manage', 'members.view'],
  support: ['dashboard.view', 'members.view', 'orders.view'],
};

export function adminRoleCan(role: AdminRoleName, permission: string | undefined): boolean {
  if (!permission) return true;
  return (adminRolePermissions[role] as readonly string[]).includes(permission);
}

/** A NUL or control byte names nothing here (and PostgreSQL text refuses NUL outright: a 500). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
export const NO_CONTROL_CHARS = /^[^\u0000-\u001f\u007f]*$/;

export const AdminProfile = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  role: z.enum(adminRoles),
  permissions: z.array(z.string()),
  last_login_at: z.number().int().nullable(),
});
export type TAdminProfile = z.infer<typeof AdminProfile>;

/** The login form's image captcha (same service as the member one: single use, 300 s). */
export const adminCaptcha = defineEndpoint({
  id: 'adminCaptcha',
  method: 'GET',
  path: `${ADMIN_API_PREFIX}/captcha/image`,
  summary: '管理员登录图形验证码',
  area: 'admin',
  auth: 'public',
  response: z.object({ key: z.string(), img: z.string() }),
});

export const adminLogin = defineEndpoint({
  id: 'adminLogin',
  method: 'POST',
  path: `${ADMIN_API_PREFIX}/login`,
  summary: '管理员登录（用户名 + 密码 + 图形验证码）',
  area: 'admin',
  auth: 'public',
  body: z.object({
    username: z
      .string({ error: '请输入用户名' })
      .trim()
      .min(1, '请输入用户名')
      .max(64, '用户名过长')
      .regex(NO_CONTROL_CHARS, '用户名或密码错误'),
    password: z.string({ error: '请输入密码' }).min(1, '请输入密码').max(128, '密码过长'),
    image_key: z.string({ error: '请输入图形验证码' }).min(1, '请输入图形验证码').max(64, '图形验证码错误'),
    image_captcha: z
      .string({ error: '请输入图形验证码' })
      .trim()
      .min(1, '请输入图形验证码')
      .max(16, '图形验证码错误'),
  }),
  response: z.object({ token: z.string(), expires_at: z.number().int(), admin: AdminProfile }),
});

export const adminLogout = defineEndpoint({
  id: 'adminLogout',
  method: 'POST',
  path: `${ADMIN_API_PREFIX}/logout`,
  summary: '管理员退出登录（令牌立即失效）',
  area: 'admin',
  auth: 'admin',
  response: z.array(z.never()),
});

export const adminMe = defineEndpoint({
  id: 'adminMe',
  method: 'GET',
  path: `${ADMIN_API_PREFIX}/me`,
  summary: '当前管理员',
  area: 'admin',
  auth: 'admin',
  response: AdminProfile,
});

export const AuditLogItem = z.object({
  id: z.number().int(),
  admin_id: z.number().int(),
  admin_username: z.string(),
  action: z.string(),
  target: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  ip: z.string(),
  created_at: z.number().int(),
});

export const adminAuditLogs = defineEndpoint({
  id: 'adminAuditLogs',
  method: 'GET',
  path: `${ADMIN_API_PREFIX}/audit-logs`,
  summary: '操作日志（仅超级管理员）',
  area: 'admin',
  auth: 'admin',
  permission: 'audit.view',
  query: z.object({
    page: z.coerce.number().int().min(1).default(1),
    size: z.coerce.number().int().min(1).max(100).default(20),
    admin_id: z.coerce.number().int().min(1).optional(),
    action: z.string().max(64).regex(NO_CONTROL_CHARS).optional(),
  }),
  response: z.object({ total: z.number().int(), data: z.array(AuditLogItem) }),
});
