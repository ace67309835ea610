import { z } from 'zod';
import { ADMIN_API_PREFIX, adminRoles } from './admin';
import { adminGuard, created, idParams, okEmpty } from './admin-common';
import { adminLine } from './admin-fields';
import { defineEndpoint } from './endpoint';

/** Administrator accounts (super admin only): roles, lock, password reset. */

const manage = adminGuard('admins.manage');

export const AdminAccount = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  role: z.enum(adminRoles),
  is_locked: z.boolean(),
  last_login_at: z.number().int().nullable(),
  created_at: z.number().int(),
});
export type TAdminAccount = z.infer<typeof AdminAccount>;

const password = z.string({ error: '请输入密码' }).min(8, '密码至少8位').max(128, '密码过长');

export const adminListAccounts = defineEndpoint({
  ...manage,
  id: 'adminListAccounts',
  method: 'GET',
  path: `${ADMIN_API_PREFIX}/administrators`,
  summary: '管理员列表',
  response: z.array(AdminAccount),
});

export const adminCreateAccount = defineEndpoint({
  ...manage,
  id: 'adminCreateAccount',
  method: 'POST',
  path: `${ADMIN_API_PREFIX}/administrators`,
  summary: '新建管理员',
  body: z.object({
    username: z
      .string({ error: '请输入用户名' })
      .trim()
      .regex(/^[A-Za-z0-9_.-]{3,32}$/, '用户名须为3-32位字母、数字或 _ . -'),
    name: adminLine('姓名', 64),
    role: z.enum(adminRoles, { error: '角色错误' }),
    password,
  }),
  response: created,
});

export const adminUpdateAccount = defineEndpoint({
  ...manage,
  id: 'adminUpdateAccount',
  method: 'PUT',
  path: `${ADMIN_API_PREFIX}/administrators/:id`,
  summary: '编辑管理员（角色、锁定、重置密码）',
  params: idParams,
  body: z.object({
    name: adminLine('姓名', 64),
    role: z.enum(adminRoles, { error: '角色错误' }),
    is_locked: z.boolean().default(false),
    /** Empty: unchanged. */
    password: password.optional().or(z.literal('')),
  }),
  response: okEmpty,
});
