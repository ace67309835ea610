import { statSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '#core/db/schema';
import {
  addCourseTeacher,
  createAttachment,
  createCategory,
  createChapter,
  createCourse,
  createKecheng,
  createTeacher,
  createVideo,
  DAY_MS,
} from '../factories/index';
import { demoCategories, describeCategory } from './categories';
import { demoCourses } from './courses';
import { demoAttachmentPath, demoMediaFile, demoUrl, demoVideoPath } from './media';
import { escapeHtml, renderCourseDescription } from './render';
import { demoKechengs } from './site';
import { demoTeachers } from './teachers';

type Db = Kysely<Database>;

/** Ids of what was inserted, by demo key, for the content that links to it. */
export interface CatalogueIds {
  categories: Map<string, number>;
  courses: Map<string, number>;
  counts: Record<string, number>;
}

async function insertCategories(db: Db): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const [sort, category] of demoCategories.entries()) {
    const row = await createCategory(db, {
      type: category.type,
      name: category.name,
      name_en: category.name_en,
      sort: sort + 1,
      is_special: category.is_special ?? 0,
    });
    ids.set(category.key, row.id);
    for (const [childSort, child] of (category.children ?? []).entries()) {
      const childRow = await createCategory(db, {
        type: category.type,
        name: child.name,
        name_en: child.name_en,
        parent_id: row.id,
        sort: childSort + 1,
      });
      ids.set(child.key, childRow.id);
    }
  }
  return ids;
}

export async function insertDemoCatalogue(db: Db, assetsDir: string): Promise<CatalogueIds> {
  const now = Date.now();
  const categories = await insertCategories(db);

  const teachers = new Map<string, number>();
  for (const [i, teacher] of demoTeachers.entries()) {
    const row = await createTeacher(db, {
      name: teacher.name,
      name_en: teacher.name_en,
      title: teacher.title,
      description: teacher.description,
      avatar: demoUrl(demoMediaFile.teacherAvatar(i)),
      sort: i + 1,
    });
    teachers.set(teacher.key, row.id);
  }

  const courses = new Map<string, number>();
  let videoCount = 0;
  let chapterCount = 0;
  let attachmentCount = 0;
  for (const [i, course] of demoCourses.entries()) {
    const { markdown, html } = renderCourseDescription(course);
    // Minutes apart so that "newest first" is stable and matches days_ago.
    const publishedAt = now - course.days_ago * DAY_MS - i * 60_000;
    const row = await createCourse(db, {
      title: course.title,
      slug: course.slug,
      thumb: demoUrl(demoMediaFile.courseCover(i)),
      category_id: categories.get(course.category),
      charge_fen: course.charge * 100,
      is_free: course.is_free ?? 0,
      is_vip_free: course.is_vip_free ?? 0,
      is_rec: course.is_rec ?? 0,
      user_count: course.user_count,
      short_description: course.short,
      original_desc: markdown,
      render_desc: html,
      seo_keywords: `${describeCategory(course.category).replace(' · ', ',')},${course.title}`,
      seo_description: course.short,
      published_at: publishedAt,
    });
    courses.set(course.slug, row.id);
    for (const key of course.teachers) await addCourseTeacher(db, row.id, teachers.get(key) as number);

    let k = 0;
    for (const [c, chapter] of course.chapters.entries()) {
      const chapterRow = await createChapter(db, { course_id: row.id, title: chapter.title, sort: c + 1 });
      chapterCount += 1;
      for (const title of chapter.videos) {
        await createVideo(db, {
          course_id: row.id,
          chapter_id: chapterRow.id,
          title,
          slug: `${course.slug}-${k + 1}`,
          url: demoVideoPath(demoMediaFile.videos[k % demoMediaFile.videos.length]),
          duration: demoMediaFile.videoSeconds,
          free_seconds: course.preview && k === 0 ? 10 : 0,
          ban_drag: course.ban_drag ? 1 : 0,
          view_num: 40 + ((course.user_count * (k + 3)) % 900),
          render_desc: `<p>本节内容：${escapeHtml(title)}。</p>`,
          published_at: publishedAt + k * 60_000,
        });
        k += 1;
        videoCount += 1;
      }
    }

    for (const attachment of course.attachments ?? []) {
      await createAttachment(db, {
        course_id: row.id,
        name: attachment.name,
        path: demoAttachmentPath(attachment.file),
        size: statSync(join(assetsDir, 'attachments', attachment.file)).size,
        extension: extname(attachment.file).slice(1),
      });
      attachmentCount += 1;
    }
  }

  for (const [i, kecheng] of demoKechengs.entries()) {
    await createKecheng(
      db,
      {
        title: kecheng.title,
        slug: kecheng.slug,
        thumb: demoUrl(demoMediaFile.kechengCover(i)),
        short_description: kecheng.short,
        render_desc: `<h2>专栏介绍</h2><p>${escapeHtml(kecheng.short)}</p><ul>${kecheng.courses
          .map((slug) => `<li>${escapeHtml(demoCourses.find((c) => c.slug === slug)?.title ?? slug)}</li>`)
          .join('')}</ul>`,
        charge_fen: kecheng.charge * 100,
        sort: i + 1,
        published_at: now - (i + 2) * DAY_MS,
      },
      kecheng.courses.map((slug) => courses.get(slug) as number),
    );
  }

  return {
    categories,
    courses,
    counts: {
      categories: categories.size,
      teachers: teachers.size,
      courses: courses.size,
      chapters: chapterCount,
      videos: videoCount,
      attachments: attachmentCount,
      kechengs: demoKechengs.length,
    },
  };
}
