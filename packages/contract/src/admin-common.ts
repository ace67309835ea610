import { z } from 'zod';
import { ADMIN_API_PREFIX, type AdminPermission } from './admin';
import { defineEndpoint } from './endpoint';

/* The endpoint pieces of the admin contract files; the fields administrators type are in admin-fields. */

export const idParams = z.object({ id: z.coerce.number().int().min(1) });

export const pageQuery = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
};

export const okEmpty = z.array(z.never());
export const created = z.object({ id: z.number().int() });

export function paged<T extends z.ZodType>(item: T) {
  return z.object({ total: z.number().int(), data: z.array(item) });
}

/** The fields of a console endpoint: an administrator's token, and a role that grants `permission`. */
export function adminGuard(permission: AdminPermission) {
  return { area: 'admin', auth: 'admin', permission } as const;
}

const CONTENT = adminGuard('content.manage');

/**
 * List / create / update / delete endpoints of one content table (permission content.manage); the list
 * pages with `page`/`size` and filters by `filters`.
 */
export function adminCrud<
  I extends z.ZodType,
  B extends z.ZodType,
  F extends z.ZodRawShape = Record<never, never>,
>(name: string, path: string, label: string, item: I, body: B, filters: F = {} as F) {
  const Name = name[0].toUpperCase() + name.slice(1);
  return {
    list: defineEndpoint({
      ...CONTENT,
      id: `adminList${path[0].toUpperCase()}${path.slice(1)}`,
      method: 'GET',
      path: `${ADMIN_API_PREFIX}/${path}`,
      summary: `${label}列表`,
      query: z.object({ ...pageQuery, ...filters }),
      response: paged(item),
    }),
    create: defineEndpoint({
      ...CONTENT,
      id: `adminCreate${Name}`,
      method: 'POST',
      path: `${ADMIN_API_PREFIX}/${path}`,
      summary: `新建${label}`,
      body,
      response: created,
    }),
    update: defineEndpoint({
      ...CONTENT,
      id: `adminUpdate${Name}`,
      method: 'PUT',
      path: `${ADMIN_API_PREFIX}/${path}/:id`,
      summary: `编辑${label}`,
      params: idParams,
      body,
      response: okEmpty,
    }),
    remove: defineEndpoint({
      ...CONTENT,
      id: `adminDelete${Name}`,
      method: 'DELETE',
      path: `${ADMIN_API_PREFIX}/${path}/:id`,
      summary: `删除${label}`,
      params: idParams,
      response: okEmpty,
    }),
  };
}
