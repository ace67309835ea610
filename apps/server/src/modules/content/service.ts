import type { EndpointData, getLatestAnnouncement, listSliders, TViewBlock } from '@shuyuan/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../core/db/schema';
import { formatIso } from '../../core/format';
import { getCourseListItemsByIds } from '../catalogue/service';
import { findLatestAnnouncement, findPageBlocks, findSliders } from './repo';
import { sanitizeBlockHtml, sanitizeRichHtml } from './sanitize';

type Db = Kysely<Database>;

/** GET /api/v2/sliders: MeEdu upper-cases the platform and defaults to APP. */
export async function listPlatformSliders(
  db: Db,
  platform?: string,
): Promise<EndpointData<typeof listSliders>> {
  return findSliders(db, (platform || 'APP').toUpperCase());
}

function parseConfig(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** Course ids of a vod block; items are stored as `{id}` objects (MeEdu's shape) or bare ids. */
function vodCourseIds(config: Record<string, unknown>): number[] {
  const items = Array.isArray(config.items) ? config.items : [];
  return items
    .map((item) => (typeof item === 'object' && item !== null ? (item as { id?: unknown }).id : item))
    .filter((id): id is number => typeof id === 'number' && Number.isInteger(id));
}

const isVodBlock = (sign: string) => sign.endsWith('-vod-v1');

/**
 * GET /api/v2/viewBlock/page/blocks. `*-vod-v1` blocks get the current course list items in their
 * configured order (missing or hidden courses dropped); `code` blocks are sanitised, in `config` too.
 */
export async function listRenderedBlocks(db: Db, platform: string, page: string): Promise<TViewBlock[]> {
  const rows = await findPageBlocks(db, platform.toLowerCase(), page);
  const configs = rows.map((row) => parseConfig(row.config));
  const allIds = rows.flatMap((row, i) => (isVodBlock(row.sign) ? vodCourseIds(configs[i]) : []));
  const courses = new Map((await getCourseListItemsByIds(db, allIds)).map((course) => [course.id, course]));

  return rows.map((row, i) => {
    const config = configs[i];
    if (isVodBlock(row.sign)) {
      const items = vodCourseIds(config).flatMap((id) => courses.get(id) ?? []);
      return { ...row, config_render: { ...config, title: String(config.title ?? ''), items } };
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
  return {
    id: row.id,
    admin_id: row.admin_id,
    title: row.title,
    announcement: sanitizeRichHtml(row.announcement),
    view_times: row.view_times,
    created_at: formatIso(row.created_at),
    updated_at: formatIso(row.updated_at),
  };
}
