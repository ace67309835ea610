import type { TDecorationBlock, TSlideLink, TViewBlock } from '@shuyuan/contract';
import { mobileHrefOf } from '@shuyuan/contract/web-pages';
import type { Kysely } from 'kysely';
import type { Database } from '#core/db/schema';
import { findSliders } from './repo';
import { listRenderedBlocks } from './service';

type Db = Kysely<Database>;
type Item = Record<string, unknown>;

/*
 * GET /api/v2/decorationPage/blocks: MeEdu's current home (its PC and H5 clients since v4.9.30) asks by page
 * name alone and reads the slides as `[{src, href}]`, nav icons as `{src, name, href}` (contract
 * ZDecorationBlock). The blocks are the same rows as /viewBlock/page/blocks, rendered the same way; only
 * these shapes differ. Our storefront's home reads this too, so its carousel and MeEdu's show the same.
 */

const HOME_PAGES = new Set(['pc-page-index', 'h5-page-index']);
const SLIDER_SIGNS = new Set(['slider', 'pc-slider']);

/** The platform a page belongs to, by MeEdu's page names (`pc-…`, `h5-…`); null for any other name. */
function platformOf(pageName: string): 'pc' | 'h5' | null {
  if (pageName.startsWith('pc-')) return 'pc';
  if (pageName.startsWith('h5-')) return 'h5';
  return null;
}

const text = (item: Item, ...keys: string[]) => {
  for (const key of keys) if (typeof item[key] === 'string') return item[key] as string;
  return '';
};

const itemsOf = (config: Record<string, unknown>): Item[] =>
  (Array.isArray(config.items) ? config.items : []).filter(
    (i): i is Item => typeof i === 'object' && i !== null && !Array.isArray(i),
  );

/** Stored items ({thumb, url} as the console writes them, or MeEdu's {src, href}) as pictures with links. */
function pictures(items: Item[], link: (url: string) => string): TSlideLink[] {
  return items.flatMap((item) => {
    const src = text(item, 'src', 'thumb');
    return src ? [{ src, href: link(text(item, 'href', 'url')) }] : [];
  });
}

function reshape(block: TViewBlock, mobile: boolean): TDecorationBlock {
  const link = mobile ? mobileHrefOf : (url: string) => url;
  const config = block.config_render;
  if (SLIDER_SIGNS.has(block.sign)) {
    return {
      ...block,
      sign: mobile ? 'slider' : 'pc-slider',
      config_render: pictures(itemsOf(config), link),
    };
  }
  if (block.sign === 'grid-nav') {
    const items = itemsOf(config).flatMap((item) => {
      const src = text(item, 'src', 'thumb', 'icon');
      return src ? [{ src, name: text(item, 'name', 'title'), href: link(text(item, 'href', 'url')) }] : [];
    });
    const lineCount = Number(config.line_count);
    return { ...block, config_render: { ...config, line_count: lineCount > 0 ? lineCount : 4, items } };
  }
  if (block.sign === 'image-group') {
    return { ...block, config_render: { ...config, items: pictures(itemsOf(config), link) } };
  }
  return block;
}

/** The carousel slides of a home with no slider block: its platform's, the H5 home falling back to the PC's. */
async function tableSlides(db: Db, mobile: boolean): Promise<TSlideLink[]> {
  const read = async (platform: string) =>
    pictures(
      (await findSliders(db, platform)).map((s) => ({ thumb: s.thumb, url: s.url })),
      mobile ? mobileHrefOf : (url) => url,
    );
  if (!mobile) return read('PC');
  const own = await read('H5');
  return own.length ? own : read('PC');
}

export async function renderDecorationPage(db: Db, pageName: string): Promise<TDecorationBlock[]> {
  const platform = platformOf(pageName);
  if (!platform) return [];
  const mobile = platform === 'h5';
  const blocks = (await listRenderedBlocks(db, platform, pageName)).map((b) => reshape(b, mobile));
  const sign = mobile ? 'slider' : 'pc-slider';
  if (!HOME_PAGES.has(pageName) || blocks.some((b) => b.sign === sign)) return blocks;
  const slides = await tableSlides(db, mobile);
  if (slides.length === 0) return blocks;
  const items = slides.map((s) => ({ thumb: s.src, url: s.href }));
  const slider = { id: 0, platform, page: pageName, sign, sort: 0, config: JSON.stringify({ items }) };
  return [{ ...slider, config_render: slides }, ...blocks];
}
