import {
  type BlockContent,
  type BlockPlatform,
  blockKindOf,
  blockPlatforms,
  blockSign,
  type TAdminViewBlock,
} from '@shuyuan/contract';
import type { Kysely, Selectable } from 'kysely';
import type { z } from 'zod';
import type { Database, ViewBlocksTable } from '#core/db/schema';
import type { Deps } from '#core/deps';
import { AppError } from '#core/errors';
import { findPageBlocks, parseConfig } from '#modules/content';
import { type AdminActor, audit, invalidate } from '../context';
import { findRow } from '../find-row';
import { pickedIds, toFormConfig, toStoredConfig } from './block-config';
import { checkBlockReferences, titlesOf } from './block-references';

type Content = z.output<typeof BlockContent>;
type Place = { platform: BlockPlatform; page: string };
type Row = Selectable<ViewBlocksTable>;

/** The storefront caches each page's blocks under this prefix (content/routes.ts). */
const BLOCKS_CACHE = 'content:blocks:';

/** What the audit log keeps of a block: long decoration HTML cut short. */
const snapshot = (row: Pick<Row, 'platform' | 'page' | 'sign' | 'sort' | 'config'>) => ({
  platform: row.platform,
  page: row.page,
  sign: row.sign,
  sort: row.sort,
  config: row.config.slice(0, 2000),
});

const findBlock = (db: Kysely<Database>, id: number): Promise<Row> =>
  findRow(db, 'view_blocks', id, '区块不存在');

export async function listBlocks(deps: Deps<'db'>, place: Place): Promise<TAdminViewBlock[]> {
  const rows = await findPageBlocks(deps.db, place.platform, place.page);
  const blocks = rows.map((row) => {
    const kind = blockKindOf(row.sign);
    return { row, kind, config: parseConfig(row.config) };
  });
  const titles = await titlesOf(
    deps.db,
    blocks.flatMap((b) => (b.kind === 'vod' ? pickedIds(b.kind, b.config) : [])),
    blocks.flatMap((b) => (b.kind === 'activate' ? pickedIds(b.kind, b.config) : [])),
  );
  return blocks.map(({ row, kind, config }) => {
    const names = kind === 'activate' ? titles.activates : titles.courses;
    return {
      id: row.id,
      platform: row.platform,
      page: row.page,
      sign: row.sign,
      sort: row.sort,
      kind,
      config: toFormConfig(kind, config),
      picked: pickedIds(kind, config).flatMap((id) => {
        const title = names.get(id);
        return title === undefined ? [] : [{ id, title }];
      }),
    };
  });
}

/** A new block goes to the end of its page. */
export async function createBlock(actor: AdminActor, input: Place & Content): Promise<{ id: number }> {
  const { deps } = actor;
  const { platform, page, ...content } = input;
  await checkBlockReferences(deps.db, content);
  const last = await deps.db
    .selectFrom('view_blocks')
    .select((eb) => eb.fn.max('sort').as('sort'))
    .where('platform', '=', platform)
    .where('page', '=', page)
    .executeTakeFirst();
  const now = Date.now();
  const row = await deps.db
    .insertInto('view_blocks')
    .values({
      platform,
      page,
      sign: blockSign(content.kind, platform),
      sort: Number(last?.sort ?? 0) + 1,
      config: JSON.stringify(toStoredConfig(content)),
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await audit(actor, 'view_block.create', `view_block:${row.id}`, null, snapshot(row));
  await invalidate(deps, BLOCKS_CACHE);
  return { id: row.id };
}

export async function updateBlock(actor: AdminActor, id: number, content: Content): Promise<void> {
  const { deps } = actor;
  const before = await findBlock(deps.db, id);
  const platform = blockPlatforms.find((p) => p === before.platform);
  // A block of another platform (imported from MeEdu's app pages) has no sign the console could give it.
  if (!platform) throw new AppError('该平台的区块不能在后台编辑');
  await checkBlockReferences(deps.db, content);
  const after = await deps.db
    .updateTable('view_blocks')
    .set({
      sign: blockSign(content.kind, platform),
      config: JSON.stringify(toStoredConfig(content)),
      updated_at: Date.now(),
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await audit(actor, 'view_block.update', `view_block:${id}`, snapshot(before), snapshot(after));
  await invalidate(deps, BLOCKS_CACHE);
}

export async function deleteBlock(actor: AdminActor, id: number): Promise<void> {
  const { deps } = actor;
  const before = await findBlock(deps.db, id);
  await deps.db.deleteFrom('view_blocks').where('id', '=', id).execute();
  await audit(actor, 'view_block.delete', `view_block:${id}`, snapshot(before), null);
  await invalidate(deps, BLOCKS_CACHE);
}

/**
 * Puts a page's blocks in the given order (sort 1, 2, …). The list must name every block of the page
 * once: a stale list (another editor added or removed one meanwhile) is refused, not half applied.
 */
export async function sortBlocks(actor: AdminActor, input: Place & { ids: number[] }): Promise<void> {
  const { deps } = actor;
  const rows = await findPageBlocks(deps.db, input.platform, input.page);
  const current = rows.map((r) => r.id);
  const same =
    input.ids.length === current.length &&
    new Set(input.ids).size === input.ids.length &&
    input.ids.every((id) => current.includes(id));
  if (!same) throw new AppError('区块列表已变化，请刷新后重试');
  await deps.db.transaction().execute(async (trx) => {
    for (const [i, id] of input.ids.entries())
      await trx
        .updateTable('view_blocks')
        .set({ sort: i + 1 })
        .where('id', '=', id)
        .execute();
  });
  await audit(
    actor,
    'view_block.sort',
    `view_blocks:${input.platform}:${input.page}`,
    { ids: current },
    { ids: input.ids },
  );
  await invalidate(deps, BLOCKS_CACHE);
}
