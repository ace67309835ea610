import type {
  ActivatesTable,
  AnnouncementsTable,
  ArticlesTable,
  SlidersTable,
  ViewBlocksTable,
} from '#core/db/schema';
import { demoMediaFile, demoUrl } from '../demo/media';
import { DAY_MS, type Db, insert, next, type Overrides, stamps } from './insert-row';

/* Content rows: offline courses, articles, announcements, sliders and view blocks. */

export function createActivate(db: Db, overrides: Overrides<ActivatesTable> = {}) {
  const n = next();
  const start = Date.now() + 7 * DAY_MS;
  return insert(db, 'activates', {
    title: `测试线下课 ${n}`,
    address: '北京市海淀区中关村大街 11 号',
    city: '北京',
    started_at: start,
    ended_at: start + 4 * 3_600_000,
    enroll_ended_at: start - DAY_MS,
    quota: 50,
    published_at: Date.now() - DAY_MS,
    ...stamps(),
    ...overrides,
  });
}

export function createArticle(db: Db, overrides: Overrides<ArticlesTable> = {}) {
  const n = next();
  return insert(db, 'articles', {
    title: `测试文章 ${n}`,
    short_description: '一篇用于测试的文章',
    original_content: '正文',
    render_content: '<p>正文</p>',
    author: '书院团队',
    published_at: Date.now() - DAY_MS,
    ...stamps(),
    ...overrides,
  });
}

export function createAnnouncement(db: Db, overrides: Overrides<AnnouncementsTable> = {}) {
  const n = next();
  return insert(db, 'announcements', {
    title: `测试公告 ${n}`,
    announcement: `<p>公告内容 ${n}</p>`,
    ...stamps(),
    ...overrides,
  });
}

export function createSlider(db: Db, overrides: Overrides<SlidersTable> = {}) {
  const n = next();
  return insert(db, 'sliders', {
    thumb: demoUrl(demoMediaFile.slider('pc-1.svg')),
    url: '/courses',
    sort: n,
    platform: 'PC',
    ...stamps(),
    ...overrides,
  });
}

/** `config` may be given as an object; it is stored as JSON text. */
export function createViewBlock(
  db: Db,
  overrides: Omit<Overrides<ViewBlocksTable>, 'config'> & { sign: string; config?: string | object },
) {
  const { config = {}, ...rest } = overrides;
  return insert(db, 'view_blocks', {
    platform: 'pc',
    page: 'pc-page-index',
    sort: next(),
    ...stamps(),
    ...rest,
    config: typeof config === 'string' ? config : JSON.stringify(config),
  });
}
