/*
 * The rows of `npm run seed:large` (large.ts): 10,000 courses with 2 chapters and 10 videos each, 50,000
 * articles and their categories, with titles drawn from a fixed pseudo-random sequence so runs compare.
 * Rows go in batches of 500, one transaction per table; the search triggers index them on the way.
 */
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '#core/db/schema';
import { withSanitisedRichText } from '#core/rich-text';
import { sanitizeRichHtml } from '#core/sanitize';
import { demoMediaFile, demoUrl, demoVideoPath } from './demo/media';

type Db = Kysely<Database>;

export const LARGE = { courses: 10_000, videosPerCourse: 10, chaptersPerCourse: 2, articles: 50_000 };
const BATCH = 500;
const DAY_MS = 86_400_000;

const TOPICS = [
  'Vue3',
  'React',
  'TypeScript',
  'Node.js',
  'Go',
  'Rust',
  'Python',
  'Java',
  'Kubernetes',
  'Docker',
  '数据分析',
  '机器学习',
  '深度学习',
  '产品设计',
  '交互设计',
  '项目管理',
  '前端工程化',
  '微服务',
  '数据库',
  '算法',
  '网络安全',
  '移动开发',
  '小程序',
  '运营增长',
  '职场写作',
  '英语口语',
  '摄影',
  '视频剪辑',
  'Linux',
  'SQL',
];
const SHAPES = [
  '入门',
  '进阶',
  '实战',
  '从零到一',
  '原理剖析',
  '高级技巧',
  '面试指南',
  '项目课',
  '训练营',
  '速成',
];
const WORDS = [
  '组件化',
  '性能优化',
  '架构设计',
  '最佳实践',
  '自动化测试',
  '可视化',
  '并发编程',
  '状态管理',
  '部署上线',
  '调试技巧',
];

/** A deterministic pseudo-random sequence, so two runs make the same catalogue. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1_664_525 + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}
const pick = <T>(r: () => number, list: readonly T[]): T => list[Math.floor(r() * list.length)];

const sanitised = new Map<string, string>();
/** sanitizeRichHtml, once per distinct body (videos and articles draw theirs from a few words). */
function sanitizeOnce(html: string): string {
  let safe = sanitised.get(html);
  if (safe === undefined) {
    safe = sanitizeRichHtml(html);
    sanitised.set(html, safe);
  }
  return safe;
}

async function insertBatches<T extends keyof Database & string>(
  db: Db,
  table: T,
  total: number,
  make: (i: number) => Insertable<Database[T]>,
  onProgress: (done: number) => void,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < total; start += BATCH) {
      const rows = [];
      // Stored sanitised, as every writer stores rich text (decision 037); the bodies repeat, so once each.
      for (let i = start; i < Math.min(total, start + BATCH); i++)
        rows.push(withSanitisedRichText(table, make(i), sanitizeOnce));
      await trx
        .insertInto(table)
        .values(rows as never)
        .execute();
      if ((start / BATCH) % 20 === 0) onProgress(start + rows.length);
    }
  });
  onProgress(total);
}

async function categories(
  db: Db,
  type: 'course' | 'article',
  names: string[],
  now: number,
): Promise<number[]> {
  const ids: number[] = [];
  for (const [i, name] of names.entries()) {
    const parent = await db
      .insertInto('categories')
      .values({
        type,
        name: `${name}（大）`,
        name_en: name,
        sort: 100 + i,
        created_at: now,
        updated_at: now,
        deleted_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(parent.id);
    for (const suffix of ['基础', '进阶']) {
      const child = await db
        .insertInto('categories')
        .values({
          type,
          name: `${name}${suffix}`,
          name_en: `${name} ${suffix}`,
          parent_id: parent.id,
          sort: 1,
          created_at: now,
          updated_at: now,
          deleted_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(child.id);
    }
  }
  return ids;
}

export async function seedLarge(
  db: Db,
  log: (line: string) => void = () => {},
): Promise<Record<string, number>> {
  const now = Date.now();
  const r = rng(20_241_122);
  const courseCats = await categories(db, 'course', TOPICS.slice(0, 10), now);
  const articleCats = await categories(db, 'article', TOPICS.slice(10, 15), now);

  const before = await db
    .selectFrom('courses')
    .select((eb) => eb.fn.max('id').as('m'))
    .executeTakeFirstOrThrow();
  const firstCourse = Number(before.m ?? 0) + 1;
  const progress = (what: string, total: number) => (done: number) => log(`${what}: ${done}/${total}`);

  await insertBatches(
    db,
    'courses',
    LARGE.courses,
    (i) => {
      const topic = pick(r, TOPICS);
      const title = `${topic}${pick(r, SHAPES)}：${pick(r, WORDS)} ${i + 1}`;
      const free = r() < 0.1 ? 1 : 0;
      return {
        category_id: pick(r, courseCats),
        title,
        slug: `large-course-${i + 1}`,
        thumb: demoUrl(demoMediaFile.courseCover(i % 14)),
        charge_fen: free ? 0 : (1 + Math.floor(r() * 40)) * 990,
        short_description: `${topic} 的${pick(r, WORDS)}与${pick(r, WORDS)}，适合想系统学习的同学。`,
        original_desc: `## ${title}\n\n本课围绕 ${topic} 讲解${pick(r, WORDS)}、${pick(r, WORDS)}和${pick(r, WORDS)}。`,
        render_desc: `<h2>${title}</h2><p>本课围绕 ${topic} 展开。</p>`,
        published_at: now - Math.floor(r() * 1000 * DAY_MS) - DAY_MS,
        is_rec: r() < 0.05 ? 1 : 0,
        user_count: Math.floor(r() * 5000),
        is_free: free,
        is_vip_free: r() < 0.2 ? 1 : 0,
        created_at: now,
        updated_at: now,
        deleted_at: null,
      };
    },
    progress('courses', LARGE.courses),
  );

  const chapters = LARGE.courses * LARGE.chaptersPerCourse;
  const chapterStart = await db
    .selectFrom('course_chapters')
    .select((eb) => eb.fn.max('id').as('m'))
    .executeTakeFirstOrThrow();
  const firstChapter = Number(chapterStart.m ?? 0) + 1;
  await insertBatches(
    db,
    'course_chapters',
    chapters,
    (i) => ({
      course_id: firstCourse + Math.floor(i / LARGE.chaptersPerCourse),
      title: `第 ${(i % LARGE.chaptersPerCourse) + 1} 章`,
      sort: (i % LARGE.chaptersPerCourse) + 1,
      created_at: now,
      updated_at: now,
    }),
    progress('chapters', chapters),
  );

  const videos = LARGE.courses * LARGE.videosPerCourse;
  const perChapter = LARGE.videosPerCourse / LARGE.chaptersPerCourse;
  await insertBatches(
    db,
    'videos',
    videos,
    (i) => {
      const course = Math.floor(i / LARGE.videosPerCourse);
      const k = i % LARGE.videosPerCourse;
      return {
        course_id: firstCourse + course,
        chapter_id: firstChapter + course * LARGE.chaptersPerCourse + Math.floor(k / perChapter),
        title: `${pick(r, WORDS)}：第 ${k + 1} 节 ${pick(r, TOPICS)}`,
        slug: `large-video-${i + 1}`,
        url: demoVideoPath(demoMediaFile.videos[k % 2]),
        duration: demoMediaFile.videoSeconds,
        free_seconds: k === 0 ? 10 : 0,
        published_at: now - 2 * DAY_MS - (LARGE.videosPerCourse - k) * 60_000,
        short_description: '',
        render_desc: `<p>本节讲解${pick(r, WORDS)}。</p>`,
        created_at: now,
        updated_at: now,
        deleted_at: null,
      };
    },
    progress('videos', videos),
  );

  await insertBatches(
    db,
    'articles',
    LARGE.articles,
    (i) => {
      const topic = pick(r, TOPICS);
      const word = pick(r, WORDS);
      return {
        category_id: pick(r, articleCats),
        title: `${topic}${word}笔记 ${i + 1}`,
        thumb: demoUrl(demoMediaFile.articleCover(i % 9)),
        short_description: `关于 ${topic} ${word}的一些心得。`,
        original_content: `${topic} 的${word}：${pick(r, WORDS)}、${pick(r, WORDS)}。Notes on ${topic}.`,
        render_content: `<p>${topic} 的${word}。</p>`,
        author: '书院编辑部',
        view_times: Math.floor(r() * 3000),
        published_at: now - Math.floor(r() * 1000 * DAY_MS) - DAY_MS,
        created_at: now,
        updated_at: now,
      };
    },
    progress('articles', LARGE.articles),
  );

  return { courses: LARGE.courses, chapters, videos, articles: LARGE.articles };
}
