import { z } from 'zod';
import { ADMIN_API_PREFIX } from './admin';
import { adminGuard, created, idParams, okEmpty } from './admin-common';
import { adminLine, adminText, adminUrl } from './admin-fields';
import { defineEndpoint } from './endpoint';

/**
 * Home blocks (`view_blocks`) in the console (issue 8): what `GET /api/v2/viewBlock/page/blocks` serves.
 * Each kind has its own form; the server stores MeEdu's sign and config shape (contract content.ts:
 * ZViewBlock), so the storefront and MeEdu clients read them unchanged.
 */

export const blockPlatforms = ['pc', 'h5'] as const;
export type BlockPlatform = (typeof blockPlatforms)[number];

/** The page each platform's storefront home reads. */
export const BLOCK_HOME_PAGES: Record<BlockPlatform, string> = { pc: 'pc-page-index', h5: 'h5-page-index' };

export const blockKinds = ['vod', 'slider', 'activate', 'article', 'announcement', 'code'] as const;
export type BlockKind = (typeof blockKinds)[number];

/** A block's stored sign: `slider` and `code` as they are, the lists per platform (`pc-vod-v1`). */
export const blockSign = (kind: BlockKind, platform: BlockPlatform) =>
  kind === 'slider' || kind === 'code' ? kind : `${platform}-${kind}-v1`;

/** The kind of a stored sign, or 'other' for signs the console does not edit (e.g. MeEdu's grid-nav). */
export function blockKindOf(sign: string): BlockKind | 'other' {
  if (sign === 'slider' || sign === 'code') return sign;
  const match = /^(?:pc|h5)-(vod|activate|article|announcement)-v1$/.exec(sign);
  return match ? (match[1] as BlockKind) : 'other';
}

/** Row ids an editor picks (courses, offline courses): int4, so a larger one names no row. */
const pickedIds = (label: string, max: number) =>
  z
    .array(
      z
        .number({ error: `${label}格式错误` })
        .int(`${label}格式错误`)
        .min(1, `${label}不存在`)
        .max(2_147_483_647, `${label}不存在`),
      {
        error: `${label}格式错误`,
      },
    )
    .max(max, `${label}最多 ${max} 个`);

const title = adminLine('标题', 60);
const limit = z.coerce
  .number({ error: '数量格式错误' })
  .int('数量须为整数')
  .min(1, '数量须在 1 到 20 之间')
  .max(20, '数量须在 1 到 20 之间')
  .default(5);
const link = z
  .string({ error: '链接格式错误' })
  .trim()
  .max(500, '链接过长')
  .regex(/^(|\/[^\s"'<>]*|https?:\/\/[^\s"'<>]+)$/, '链接须为站内路径或 http(s) 地址')
  .default('');

export const VodBlockConfig = z.object({
  title,
  course_ids: pickedIds('课程', 24).min(1, '请选择课程'),
});
export const SliderBlockConfig = z.object({
  items: z
    .array(z.object({ thumb: adminUrl('图片').refine((v) => v !== '', '请上传图片'), url: link }), {
      error: '图片格式错误',
    })
    .min(1, '请添加图片')
    .max(10, '图片最多 10 张'),
});
/** Chosen offline courses, or (none chosen) the next `limit` upcoming ones. */
export const ActivateBlockConfig = z.object({
  title,
  activate_ids: pickedIds('线下课', 24).default([]),
  limit,
});
/** The newest `limit` articles, of one category (with its children) or of all (0). */
export const ArticleBlockConfig = z.object({
  title,
  limit,
  category_id: z.coerce.number({ error: '分类格式错误' }).int().min(0).max(2_147_483_647).default(0),
});
export const AnnouncementBlockConfig = z.object({ title, limit });
/** Decoration HTML, sanitised on save and again whenever the storefront reads it. */
export const CodeBlockConfig = z.object({
  html: adminText('HTML', 50_000).refine((v) => v.trim() !== '', '请输入 HTML'),
});

/** What one block shows: its kind and that kind's config. An unknown kind is refused with a message. */
export const BlockContent = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('vod'), config: VodBlockConfig }),
    z.object({ kind: z.literal('slider'), config: SliderBlockConfig }),
    z.object({ kind: z.literal('activate'), config: ActivateBlockConfig }),
    z.object({ kind: z.literal('article'), config: ArticleBlockConfig }),
    z.object({ kind: z.literal('announcement'), config: AnnouncementBlockConfig }),
    z.object({ kind: z.literal('code'), config: CodeBlockConfig }),
  ],
  { error: '区块类型错误' },
);
export type TBlockContent = z.input<typeof BlockContent>;

const platform = z.enum(blockPlatforms, { error: '平台错误' });
/** A page name as the storefront asks for it (`pc-page-index`); the console offers the two home pages. */
const page = z.string({ error: '页面错误' }).regex(/^[a-z0-9][a-z0-9-]{0,63}$/, '页面错误');
const BlockPlace = z.object({ platform, page });

export const AdminViewBlock = z.object({
  id: z.number().int(),
  platform: z.string(),
  page: z.string(),
  sign: z.string(),
  sort: z.number().int(),
  kind: z.enum([...blockKinds, 'other']),
  /** The kind's config as the forms edit it (course_ids, …); for 'other' the stored config, decoded. */
  config: z.record(z.string(), z.unknown()),
  /** The picked courses or offline courses, in order, with their titles (missing ones left out). */
  picked: z.array(z.object({ id: z.number().int(), title: z.string() })),
});
export type TAdminViewBlock = z.infer<typeof AdminViewBlock>;

const P = ADMIN_API_PREFIX;
const content = adminGuard('content.manage');

export const adminListBlocks = defineEndpoint({
  ...content,
  id: 'adminListBlocks',
  method: 'GET',
  path: `${P}/view-blocks`,
  summary: '页面区块列表（按排序）',
  query: BlockPlace,
  response: z.array(AdminViewBlock),
});

export const adminCreateBlock = defineEndpoint({
  ...content,
  id: 'adminCreateBlock',
  method: 'POST',
  path: `${P}/view-blocks`,
  summary: '新建区块（排在页面最后）',
  body: z.intersection(BlockPlace, BlockContent),
  response: created,
});

export const adminUpdateBlock = defineEndpoint({
  ...content,
  id: 'adminUpdateBlock',
  method: 'PUT',
  path: `${P}/view-blocks/:id`,
  summary: '编辑区块',
  params: idParams,
  body: BlockContent,
  response: okEmpty,
});

export const adminDeleteBlock = defineEndpoint({
  ...content,
  id: 'adminDeleteBlock',
  method: 'DELETE',
  path: `${P}/view-blocks/:id`,
  summary: '删除区块',
  params: idParams,
  response: okEmpty,
});

export const adminSortBlocks = defineEndpoint({
  ...content,
  id: 'adminSortBlocks',
  method: 'POST',
  path: `${P}/view-blocks/sort`,
  summary: '区块排序：按给出的顺序（须为该页面的全部区块）',
  body: BlockPlace.extend({
    ids: z
      .array(z.number({ error: '区块格式错误' }).int().min(1).max(2_147_483_647), { error: '区块格式错误' })
      .max(200, '区块过多'),
  }),
  response: okEmpty,
});
