import { BUILT_FEATURE_SWITCHES, DEFAULT_CONFIG_FUNC } from '@shuyuan/contract';
import type { Kysely } from 'kysely';
import type { Database } from '#core/db/schema';
import {
  createActivate,
  createAdministrator,
  createAnnouncement,
  createArticle,
  createLink,
  createMember,
  createNav,
  createRole,
  createSlider,
  createViewBlock,
  DAY_MS,
} from '../factories/index';
import { demoActivates } from './activates';
import { demoArticles } from './articles';
import type { CatalogueIds } from './insert-catalogue';
import { demoMediaFile, demoUrl } from './media';
import { escapeHtml, renderParagraphs } from './render';
import {
  type DemoBlock,
  demoAnnouncements,
  demoBlocks,
  demoLinks,
  demoNavs,
  demoRoles,
  demoSliders,
} from './site';

type Db = Kysely<Database>;

export const DEMO_MEMBER = { mobile: '13800000000', password: 'shuyuan123', nick_name: '书院学员' };
export const DEMO_ADMIN = { username: 'admin', password: 'shuyuan123', name: '管理员' };

const HOUR_MS = 3_600_000;

/** What an offline course and an article both show on their cards: category, title, cover and summary. */
function cardFields(
  ids: CatalogueIds,
  item: { category: string; title: string; short: string },
  cover: string,
) {
  return {
    category_id: ids.categories.get(item.category),
    title: item.title,
    thumb: demoUrl(cover),
    short_description: item.short,
  };
}

function sliderLink(ids: CatalogueIds, slider: { course?: string; url?: string }): string {
  return slider.course ? `/courses/detail/${ids.courses.get(slider.course)}` : (slider.url ?? '');
}

function courseItems(ids: CatalogueIds, slugs: string[]): { id: number }[] {
  return slugs.map((slug) => ({ id: ids.courses.get(slug) as number }));
}

function blockConfig(ids: CatalogueIds, block: DemoBlock): object {
  switch (block.sign) {
    case 'code':
      return { html: block.html };
    case 'slider':
      return {
        items: block.slides.map((file) => {
          const slider = demoSliders.find((s) => s.file === file);
          return { thumb: demoUrl(demoMediaFile.slider(file)), url: slider ? sliderLink(ids, slider) : '' };
        }),
      };
    case 'pc-activate-v1':
    case 'pc-article-v1':
    case 'h5-article-v1':
      return { title: block.title, limit: block.limit };
    default:
      return { title: block.title, items: courseItems(ids, block.courses) };
  }
}

export async function insertDemoContent(db: Db, ids: CatalogueIds): Promise<Record<string, number>> {
  const now = Date.now();
  const admin = await createAdministrator(db, { ...DEMO_ADMIN, role: 'super' });
  await createMember(db, { ...DEMO_MEMBER, is_set_nickname: 1, credit1: 120 });

  for (const [i, activate] of demoActivates.entries()) {
    // On the hour, in the afternoon Beijing time (06:00 UTC = 14:00 UTC+8).
    const day = Math.floor((now + activate.starts_in_days * DAY_MS) / DAY_MS) * DAY_MS;
    const startedAt = day + 6 * HOUR_MS;
    const body = [
      '<h2>活动介绍</h2>',
      `<p>${escapeHtml(activate.short)}</p>`,
      '<h3>活动安排</h3>',
      `<ul>${activate.agenda.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`,
      '<h3>活动地点</h3>',
      `<p>${escapeHtml(activate.address)}</p>`,
    ].join('\n');
    await createActivate(db, {
      ...cardFields(ids, activate, demoMediaFile.activateCover(i)),
      render_desc: body,
      address: activate.address,
      city: activate.city,
      started_at: startedAt,
      ended_at: startedAt + activate.hours * HOUR_MS,
      enroll_ended_at: startedAt - DAY_MS,
      quota: activate.quota,
      enrolled_count: activate.enrolled,
      charge_fen: activate.charge * 100,
      published_at: Math.min(now, startedAt) - 20 * DAY_MS + i * HOUR_MS,
    });
  }

  for (const [i, article] of demoArticles.entries()) {
    const { markdown, html } = renderParagraphs(article.title, article.paragraphs);
    await createArticle(db, {
      ...cardFields(ids, article, demoMediaFile.articleCover(i)),
      original_content: markdown,
      render_content: html,
      author: article.author,
      view_times: article.view_times,
      published_at: now - article.days_ago * DAY_MS,
    });
  }

  // Oldest first, so ids grow with time like real announcements.
  for (const announcement of [...demoAnnouncements].sort((a, b) => b.days_ago - a.days_ago)) {
    const at = now - announcement.days_ago * DAY_MS;
    await createAnnouncement(db, {
      admin_id: admin.id,
      title: announcement.title,
      announcement: announcement.body,
      view_times: 30 + announcement.days_ago * 17,
      created_at: at,
      updated_at: at,
    });
  }

  for (const [i, slider] of demoSliders.entries()) {
    await createSlider(db, {
      thumb: demoUrl(demoMediaFile.slider(slider.file)),
      url: sliderLink(ids, slider),
      platform: slider.platform,
      sort: i + 1,
    });
  }

  let blocks = 0;
  for (const [platform, page] of [
    ['pc', 'pc-page-index'],
    ['h5', 'h5-page-index'],
  ] as const) {
    for (const [sort, block] of demoBlocks[platform].entries()) {
      await createViewBlock(db, {
        platform,
        page,
        sign: block.sign,
        sort: sort + 1,
        config: blockConfig(ids, block),
      });
      blocks += 1;
    }
  }

  for (const platform of ['PC', 'h5'] as const) {
    for (const [sort, nav] of demoNavs[platform].entries()) {
      await createNav(db, {
        ...nav,
        active_routes: nav.active_routes ?? '',
        blank: nav.blank ?? 0,
        platform,
        sort: sort + 1,
      });
    }
  }
  for (const [sort, link] of demoLinks.entries()) await createLink(db, { ...link, sort: sort + 1 });
  for (const role of demoRoles) {
    await createRole(db, {
      name: role.name,
      charge_fen: role.charge * 100,
      expire_days: role.expire_days,
      weight: role.weight,
      description: role.description,
    });
  }

  await useDemoBranding(db);
  await switchOnBuiltModules(db);

  return {
    activates: demoActivates.length,
    articles: demoArticles.length,
    announcements: demoAnnouncements.length,
    sliders: demoSliders.length,
    view_blocks: blocks,
    navs: demoNavs.PC.length + demoNavs.h5.length,
    links: demoLinks.length,
    roles: demoRoles.length,
    members: 1,
    administrators: 1,
  };
}

/**
 * The demo site shows every module it has: the built feature switches go on (spec §1's defaults keep them
 * off), unless an admin already changed the switches.
 */
export async function switchOnBuiltModules(db: Db): Promise<void> {
  const on = { ...DEFAULT_CONFIG_FUNC, ...Object.fromEntries(BUILT_FEATURE_SWITCHES.map((k) => [k, true])) };
  await db
    .updateTable('app_config')
    .set({ value: JSON.stringify(on), updated_at: Date.now() })
    .where('key', '=', 'func')
    .where('value', '=', JSON.stringify(DEFAULT_CONFIG_FUNC))
    .execute();
}

/** Points the logo and player poster at the demo pictures, unless an admin already chose some. */
async function useDemoBranding(db: Db): Promise<void> {
  const branding: Record<string, string> = {
    'site.logo': demoUrl(demoMediaFile.logo),
    'site.white_logo': demoUrl(demoMediaFile.whiteLogo),
    'player.cover': demoUrl(demoMediaFile.playerCover),
  };
  for (const [key, url] of Object.entries(branding)) {
    await db
      .updateTable('app_config')
      .set({ value: JSON.stringify(url), updated_at: Date.now() })
      .where('key', '=', key)
      .where('value', '=', JSON.stringify(''))
      .execute();
  }
}
