import {
  adminCreateBlock,
  adminDeleteBlock,
  adminListBlocks,
  adminSortBlocks,
  adminUpdateBlock,
} from '@shuyuan/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '#core/http/register-endpoint';
import { actorOf } from '../context';
import * as blocks from './block-service';

/** Home blocks (view_blocks): every write drops the storefront's cached blocks. */
export function blockAdminRoutes(app: FastifyInstance): void {
  registerEndpoint(app, adminListBlocks, async ({ query }) => blocks.listBlocks(app, query));
  registerEndpoint(app, adminCreateBlock, async ({ body, admin, request }) =>
    blocks.createBlock(actorOf(app, admin, request), body),
  );
  registerEndpoint(app, adminUpdateBlock, async ({ params, body, admin, request }) => {
    await blocks.updateBlock(actorOf(app, admin, request), params.id, body);
    return [];
  });
  registerEndpoint(app, adminDeleteBlock, async ({ params, admin, request }) => {
    await blocks.deleteBlock(actorOf(app, admin, request), params.id);
    return [];
  });
  registerEndpoint(app, adminSortBlocks, async ({ body, admin, request }) => {
    await blocks.sortBlocks(actorOf(app, admin, request), body);
    return [];
  });
}
