import type { FastifyRequest } from 'fastify';
import type { Deps } from '../deps';
import { AppError } from '../errors';
import { requireAdmin } from './admin-guard';

/** Who may preview unpublished items: whoever may edit them in the console. */
const PREVIEW_PERMISSION = 'content.manage';

/**
 * True when a public detail call carries a live admin token (`Authorization: Bearer adm_…`, which the member
 * resolver reads as anonymous) of an administrator who may manage content: the console's "view on site"
 * preview of hidden and scheduled items (decision 033). Any other token, or none, is the public: never an error.
 */
export async function isAdminPreview(
  deps: Deps<'db' | 'store' | 'config'>,
  request: FastifyRequest,
): Promise<boolean> {
  if (!/^Bearer\s+adm_/i.test(request.headers.authorization ?? '')) return false;
  try {
    await requireAdmin(deps, request, PREVIEW_PERMISSION);
    return true;
  } catch (error) {
    if (error instanceof AppError) return false;
    throw error;
  }
}
