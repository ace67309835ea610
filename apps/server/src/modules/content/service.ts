import type { EndpointData, getLatestAnnouncement, listSliders, TViewBlock } from '@shuyuan/contract';
import type { Kysely } from 'kysely';
import type { Database } from '#core/db/schema';
import { sanitizeBlockHtml } from '#core/sanitize';
import { getCourseListItemsByIds } from '#modules/catalogue';
import { findUpcomingActivates } from './activates/repo';
import { getActivateItemsByIds, presentActivate } from './activates/service';
import { latestAnnouncementTitles, presentAnnouncement } from './announcements';
import { latestArticles } from './articles';
import { findLatestAnnouncement, findPageBlocks, findSliders } from './repo';

type Db = Kysely<Database>;

/** GET /api/v2/sliders: MeEdu upper-cases the platform and defaults to APP. */
export async function listPlatformSliders(
  db: Db,
  platform?: string,
): Promise<EndpointData<typeof listSliders>> {
  return findSliders(db, (platform || 'APP').toUpperCase());
}

export function parseConfig(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** Row ids of a grid block; items are stored as `{id}` objects (MeEdu's shape) or bare ids. */
export function vodCourseIds(config: Record<string, unknown>): number[] {
  const items = Array.isArray(config.items) ? config.items : [];
  return items
    .map((item) => (typeof item === 'object' && item !== null ? (item as { id?: unknown }).id : item))
    .filter((id): id is number => typeof id === 'number' && Number.isInteger(id));
}

const isVodBlock = (sign: string) => sign.endsWith('-vod-v1');
const isActivateBlock = (sign: string) => sign.endsWith('-activate-v1');
const isArticleBlock = (sign: string) => sign.endsWith('-article-v1');
const isAnnouncementBlock = (sign: string) => sign.endsWith('-announcement-v1');

/** `limit` of a list block: default 5, between 1 and 20. */
export function blockLimit(config: Record<string, unknown>): number {
  const n = Number(config.limit);
  return Number.isInteger(n) ? Math.min(20, Math.max(1, n)) : 5;
}

/** Items of the list blocks (offline courses, articles, announcements), rendered from current rows. */
async function renderListBlock(db: Db, sign: string, config: Record<string, unknown>) {
  const title = String(config.title ?? '');
  if (isActivateBlock(sign)) {
    const ids = vodCourseIds(config);
    if (ids.length) return { ...config, title, items: await getActivateItemsByIds(db, ids) };
    const now = Date.now();
    const rows = await findUpcomingActivates(db, now, blockLimit(config));
    return { ...config, title, items: rows.map((row) => presentActivate(row, now)) };
  }
  if (isArticleBlock(sign)) {
    const category = Number(config.category_id);
    const items = await latestArticles(
      db,
      blockLimit(config),
      Number.isInteger(category) ? category : undefined,
    );
    return { ...config, title, items };
  }
  return { ...config, title, items: await latestAnnouncementTitles(db, blockLimit(config)) };
}

/**
 * GET /api/v2/viewBlock/page/blocks. `*-vod-v1` blocks get the current course list items in their
 * configured order (missing or hidden courses dropped); `*-activate-v1`, `*-article-v1` and
 * `*-announcement-v1` blocks get current offline courses, articles and announcements (contract: ZViewBlock);
 * `code` blocks are sanitised, in `config` too.
 */
export async function listRenderedBlocks(db: Db, platform: string, page: string): Promise<TViewBlock[]> {
  const rows = await findPageBlocks(db, platform.toLowerCase(), page);
  const configs = rows.map((row) => parseConfig(row.config));
  const allIds = rows.flatMap((row, i) => (isVodBlock(row.sign) ? vodCourseIds(configs[i]) : []));
  const courses = new Map((await getCourseListItemsByIds(db, allIds)).map((course) => [course.id, course]));
  const listRenders = new Map<number, Record<string, unknown>>();
  for (const [i, row] of rows.entries()) {
    const sign = row.sign;
    if (isActivateBlock(sign) || isArticleBlock(sign) || isAnnouncementBlock(sign)) {
      listRenders.set(row.id, await renderListBlock(db, sign, configs[i]));
    }
  }

  return rows.map((row, i) => {
    const config = configs[i];
    if (isVodBlock(row.sign)) {
      const items = vodCourseIds(config).flatMap((id) => courses.get(id) ?? []);
      return { ...row, config_render: { ...config, title: String(config.title ?? ''), items } };
    }
    if (isActivateBlock(row.sign) || isArticleBlock(row.sign) || isAnnouncementBlock(row.sign)) {
      return { ...row, config_render: listRenders.get(row.id) ?? {} };
    }
    if (row.sign === 'code') {
      const render = { ...config, html: sanitizeBlockHtml(String(config.html ?? '')) };
      return { ...row, config: JSON.stringify(render), config_render: render };
    }
    return { ...row, config_render: config };
  });
}

/** GET /api/v2/announcement/latest: the newest announcement, or `[]` (MeEdu's empty answer). */
export async function getNewestAnnouncement(db: Db): Promise<EndpointData<typeof getLatestAnnouncement>> {
  const row = await findLatestAnnouncement(db);
  if (!row) return [];
  return presentAnnouncement(row);
}
