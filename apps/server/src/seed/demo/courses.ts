/** One demo course; render.ts turns `intro`, `learn`, `formula` and `code` into Markdown and HTML. */
export interface DemoCourse {
  slug: string;
  title: string;
  category: string;
  teachers: string[];
  /** Yuan; 0 with is_free. */
  charge: number;
  is_free?: 1;
  is_vip_free?: 1;
  is_rec?: 1;
  user_count: number;
  /** Published this many days ago. */
  days_ago: number;
  short: string;
  learn: string[];
  formula: string;
  code: { lang: string; text: string };
  chapters: { title: string; videos: string[] }[];
  /** The first video can be previewed for a few seconds by anyone. */
  preview?: true;
  /** The player forbids seeking ahead. */
  ban_drag?: true;
  attachments?: { name: string; file: string }[];
}

import { dataDesignCareerCourses } from './courses-data-design-career';
import { engineeringCourses } from './courses-engineering';

/** Fourteen courses: free, paid, VIP-free and recommended, across every course category. */
export const demoCourses: DemoCourse[] = [...engineeringCourses, ...dataDesignCareerCourses];
