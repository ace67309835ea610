/*
 * Draws the demo pictures (SVG) from the demo data, so titles and colours always match the seed:
 *   covers/course-N.svg, kecheng-N.svg, activate-N.svg, article-N.svg (640x480), covers/player.svg (1280x720)
 *   sliders/*.svg (1200x400), avatars/teacher-N.svg (240x240), logo.svg, logo-white.svg
 * Run: npx tsx apps/server/assets/demo/make-images.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoActivates } from '../../src/seed/demo/activates';
import { demoArticles } from '../../src/seed/demo/articles';
import { describeCategory, findTopCategory } from '../../src/seed/demo/categories';
import { demoCourses } from '../../src/seed/demo/courses';
import { demoMediaFile } from '../../src/seed/demo/media';
import { demoKechengs, demoSliders } from '../../src/seed/demo/site';
import { demoTeachers } from '../../src/seed/demo/teachers';
import type { Motif } from './svg-parts';
import { avatar, cover, logo, playerCover, slider } from './svg-pictures';

const here = dirname(fileURLToPath(import.meta.url));

function write(file: string, svg: string): void {
  const path = join(here, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, svg);
}

/** The cover of a row filed under a demo category: its colours and picture are its top category's. */
function categoryCover(
  file: string,
  category: string,
  o: { title: string; label: string; variant: number; footer?: string },
) {
  const top = findTopCategory(category);
  write(file, cover({ ...o, palette: top.palette, motif: top.motif }));
}

demoCourses.forEach((course, i) => {
  categoryCover(demoMediaFile.courseCover(i), course.category, {
    title: course.title,
    label: describeCategory(course.category),
    variant: i,
  });
});
demoKechengs.forEach((kecheng, i) => {
  write(
    demoMediaFile.kechengCover(i),
    cover({
      title: kecheng.title,
      label: `专栏 · ${kecheng.courses.length} 门课程`,
      palette: kecheng.palette,
      motif: 'book',
      variant: i + 3,
    }),
  );
});
demoActivates.forEach((activate, i) => {
  categoryCover(demoMediaFile.activateCover(i), activate.category, {
    title: activate.title,
    label: `${findTopCategory(activate.category).name} · ${activate.city}`,
    variant: i + 1,
    footer: '书院 Shuyuan · 线下课程',
  });
});
demoArticles.forEach((article, i) => {
  categoryCover(demoMediaFile.articleCover(i), article.category, {
    title: article.title,
    label: findTopCategory(article.category).name,
    variant: i + 2,
    footer: `书院 Shuyuan · ${article.author}`,
  });
});
demoSliders.forEach((s, i) => {
  const course = demoCourses.find((c) => c.slug === s.course);
  const pictured: Motif = course
    ? findTopCategory(course.category).motif
    : s.url === '/activates'
      ? 'people'
      : 'career';
  write(demoMediaFile.slider(s.file), slider({ ...s, motif: pictured, variant: i }));
});
demoTeachers.forEach((teacher, i) => {
  write(demoMediaFile.teacherAvatar(i), avatar(teacher.name, teacher.palette));
});
write(demoMediaFile.playerCover, playerCover());
write(demoMediaFile.logo, logo('#111827', '#6b7280'));
write(demoMediaFile.whiteLogo, logo('#ffffff', '#e5e7eb'));
console.log('demo images written under', here);
