import type { BlockContent, BlockKind } from '@shuyuan/contract';
import type { z } from 'zod';
import { sanitizeBlockHtml } from '#core/sanitize';
import { blockLimit, vodCourseIds } from '#modules/content';

type Content = z.output<typeof BlockContent>;
type Config = Record<string, unknown>;

/*
 * Two shapes of one block: the stored config is MeEdu's (`items: [{id}]`, read by the storefront and by
 * MeEdu clients), the console's form config names what an editor picks (`course_ids`, …).
 */

const toItems = (ids: number[]) => ids.map((id) => ({ id }));

/** The config stored for a block the console saves; decoration HTML is sanitised here, on write. */
export function toStoredConfig(content: Content): Config {
  switch (content.kind) {
    case 'vod':
      return { title: content.config.title, items: toItems(content.config.course_ids) };
    case 'activate': {
      // Picked offline courses win; with none the storefront lists the next `limit` upcoming ones.
      const { title, limit, activate_ids } = content.config;
      return { title, limit, items: toItems(activate_ids) };
    }
    case 'article': {
      const { title, limit, category_id } = content.config;
      return category_id > 0 ? { title, limit, category_id } : { title, limit };
    }
    case 'announcement':
      return { title: content.config.title, limit: content.config.limit };
    case 'slider':
      return { items: content.config.items };
    case 'code':
      return { html: sanitizeBlockHtml(content.config.html) };
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function sliderItems(config: Config) {
  const items = Array.isArray(config.items) ? config.items : [];
  return items
    .filter((item): item is Config => typeof item === 'object' && item !== null)
    .map((item) => ({ thumb: text(item.thumb), url: text(item.url) }));
}

/** The form config of a stored block; lenient, as rows may come from the seed or a MeEdu import. */
export function toFormConfig(kind: BlockKind | 'other', config: Config): Config {
  switch (kind) {
    case 'vod':
      return { title: text(config.title), course_ids: vodCourseIds(config) };
    case 'activate':
      return { title: text(config.title), activate_ids: vodCourseIds(config), limit: blockLimit(config) };
    case 'article': {
      const category = Number(config.category_id);
      return {
        title: text(config.title),
        limit: blockLimit(config),
        category_id: Number.isInteger(category) && category > 0 ? category : 0,
      };
    }
    case 'announcement':
      return { title: text(config.title), limit: blockLimit(config) };
    case 'slider':
      return { items: sliderItems(config) };
    case 'code':
      return { html: text(config.html) };
    default:
      return config;
  }
}

/** The ids a block picks (courses of a grid, offline courses), in order. */
export function pickedIds(kind: BlockKind | 'other', config: Config): number[] {
  return kind === 'vod' || kind === 'activate' ? vodCourseIds(config) : [];
}
