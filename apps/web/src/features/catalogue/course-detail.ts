import type { TCourseListItem, TTeacher } from '@shuyuan/contract/catalogue';
import { GOODS_TYPE } from '@shuyuan/contract/commerce';
import { orderPath } from '#lib/order-path';

export interface TCourseVideo {
  id: number;
  course_id: number;
  title: string;
  chapter_id: number;
  /** Seconds. */
  duration: number;
  free_seconds: number;
  charge: number;
  is_ban_sell: number;
  published_at: string;
}

export interface TCourseChapter {
  id: number;
  title: string;
}

export interface TAttachment {
  id: number;
  name: string;
  size: number;
  extension: string;
}

export type { TTeacher };

export type TCourseInfo = Omit<TCourseListItem, 'videos_count' | 'category'> & {
  render_desc: string;
  category?: { id: number; name: string } | null;
  videos_count?: number;
};

/** The course detail answer as the pages use it, whichever spelling the server chose. */
export interface CourseDetail {
  course: TCourseInfo;
  chapters: TCourseChapter[];
  /** Chapter id → videos (0 = no chapter), in server order. */
  videosByChapter: Map<number, TCourseVideo[]>;
  isBuy: boolean;
  isCollect: boolean;
  attachments: TAttachment[];
  teachers: TTeacher[];
}

type RawVideos = Record<string, TCourseVideo[]> | TCourseVideo[][] | TCourseVideo[] | undefined;

/** MeEdu groups videos by chapter id in an object, which PHP turns into an array when keys are 0..n-1. */
function groupVideos(raw: RawVideos): Map<number, TCourseVideo[]> {
  const out = new Map<number, TCourseVideo[]>();
  const push = (v: TCourseVideo) => {
    const list = out.get(v.chapter_id) ?? [];
    list.push(v);
    out.set(v.chapter_id, list);
  };
  if (!raw) return out;
  const groups: unknown[] = Array.isArray(raw) ? raw : Object.values(raw);
  for (const g of groups) {
    if (Array.isArray(g)) for (const v of g as TCourseVideo[]) push(v);
    else if (g && typeof g === 'object') push(g as TCourseVideo);
  }
  return out;
}

const flag = (v: unknown) => v === true || v === 1;

/** Reads `GET /api/v2/course/{id}` (MeEdu's camelCase `isBuy`, `isCollect`, `attach`, or snake_case). */
export function readCourseDetail(raw: Record<string, unknown>): CourseDetail {
  const course = raw.course as TCourseInfo;
  return {
    course,
    chapters: (raw.chapters as TCourseChapter[] | undefined) ?? [],
    videosByChapter: groupVideos(raw.videos as RawVideos),
    isBuy: flag(raw.isBuy ?? raw.is_buy),
    isCollect: flag(raw.isCollect ?? raw.is_collect ?? raw.is_like),
    attachments: ((raw.attach ?? raw.attachments) as TAttachment[] | undefined) ?? [],
    teachers: (raw.teachers as TTeacher[] | undefined) ?? [],
  };
}

/** The chapters in order with their videos; videos of chapter 0 (or of an unknown chapter) come first. */
export function chapterOutline(
  d: CourseDetail,
): { chapter: TCourseChapter | null; videos: TCourseVideo[] }[] {
  const known = new Set(d.chapters.map((c) => c.id));
  const loose = [...d.videosByChapter.entries()].filter(([id]) => !known.has(id)).flatMap(([, v]) => v);
  const out: { chapter: TCourseChapter | null; videos: TCourseVideo[] }[] = [];
  if (loose.length) out.push({ chapter: null, videos: loose });
  for (const c of d.chapters) out.push({ chapter: c, videos: d.videosByChapter.get(c.id) ?? [] });
  return out;
}

export const allVideos = (d: CourseDetail) => chapterOutline(d).flatMap((g) => g.videos);

/** Upstream: mm:ss under an hour, hh:mm:ss from an hour. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h > 0 ? `${pad(h)}:${pad(m)}:${pad(s % 60)}` : `${pad(m)}:${pad(s % 60)}`;
}

/**
 * What the buy area offers, in upstream's order of precedence, except that a free course is free first: the
 * server reports every free course as bought (anyone may watch it), and "￥0 课程已购买" would misstate it.
 */
export type PurchaseState = 'bought' | 'free' | 'vip' | 'buy';

/** `sellsVip`: the vip switch (useFeature); while it is off a VIP-free course is only for sale. */
export function purchaseState(d: Pick<CourseDetail, 'isBuy' | 'course'>, sellsVip = true): PurchaseState {
  if (d.course.is_free === 1 || d.course.charge <= 0) return 'free';
  if (d.isBuy) return 'bought';
  if (sellsVip && d.course.is_vip_free === 1) return 'vip';
  return 'buy';
}

/** 1536 → "1.5 KB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let v = bytes / 1024;
  let i = 0;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i += 1;
  }
  return `${v >= 10 ? Math.round(v) : Math.round(v * 10) / 10} ${units[i]}`;
}

/** The course detail tabs and their `?tab=` numbers (upstream numbering). */
export const COURSE_TABS = [
  { key: 'desc', tab: '2' },
  { key: 'catalogue', tab: '3' },
  { key: 'comments', tab: '4' },
  { key: 'attachments', tab: '5' },
] as const;
export type CourseTabKey = (typeof COURSE_TABS)[number]['key'];

export function readCourseTab(value: string | null): CourseTabKey {
  return COURSE_TABS.find((t) => t.tab === value || t.key === value)?.key ?? 'desc';
}

/** The /order address upstream builds for buying a course. */
export function orderPathFor(course: Pick<TCourseInfo, 'id' | 'title' | 'thumb' | 'charge'>): string {
  const shown = { charge: course.charge, label: '录播课', name: course.title, thumb: course.thumb };
  return orderPath({ type: GOODS_TYPE.COURSE, id: course.id }, shown);
}

/** A teacher's name in the interface language (name_en when set). */
export const teacherName = (p: Pick<TTeacher, 'name' | 'name_en'>, lang: string) =>
  lang === 'en' && p.name_en ? p.name_en : p.name;
