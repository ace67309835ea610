import type { Generated, Selectable } from 'kysely';
import type { Flag, Timestamps } from './columns';

/* The site's pages and what they show: sliders, view blocks, offline courses, articles, announcements. */

export interface SlidersTable extends Timestamps {
  id: Generated<number>;
  thumb: string;
  url: Generated<string>;
  sort: Generated<number>;
  /** PC, H5, MINI, APP. */
  platform: string;
}

export interface ViewBlocksTable extends Timestamps {
  id: Generated<number>;
  platform: string;
  page: string;
  sign: string;
  sort: Generated<number>;
  /** JSON text; its shape depends on `sign`. */
  config: string;
}

/** Offline courses (线下课程). */
export interface ActivatesTable extends Timestamps {
  id: Generated<number>;
  category_id: Generated<number>;
  title: string;
  thumb: Generated<string>;
  short_description: Generated<string>;
  render_desc: Generated<string>;
  address: Generated<string>;
  city: Generated<string>;
  started_at: number;
  ended_at: number;
  enroll_ended_at: number;
  /** 0: unlimited. */
  quota: Generated<number>;
  enrolled_count: Generated<number>;
  charge_fen: Generated<number>;
  is_show: Flag;
  published_at: number;
}

export interface ActivateLikesTable extends Timestamps {
  id: Generated<number>;
  user_id: number;
  activate_id: number;
}

/** A seat in an offline course. source: 'free' | 'order' | 'admin'; order_id 0 unless a paid order. */
export interface ActivateUsersTable extends Timestamps {
  id: Generated<number>;
  activate_id: number;
  user_id: number;
  charge_fen: Generated<number>;
  order_id: Generated<number>;
  source: string;
}

export interface ArticlesTable extends Timestamps {
  id: Generated<number>;
  category_id: Generated<number>;
  title: string;
  thumb: Generated<string>;
  short_description: Generated<string>;
  original_content: Generated<string>;
  render_content: Generated<string>;
  author: Generated<string>;
  view_times: Generated<number>;
  is_show: Flag;
  published_at: number;
}

export interface AnnouncementsTable extends Timestamps {
  id: Generated<number>;
  admin_id: Generated<number>;
  title: string;
  /** HTML. */
  announcement: string;
  view_times: Generated<number>;
}

export type SliderRow = Selectable<SlidersTable>;
export type ViewBlockRow = Selectable<ViewBlocksTable>;
export type ActivateRow = Selectable<ActivatesTable>;
export type ArticleRow = Selectable<ArticlesTable>;
export type AnnouncementRow = Selectable<AnnouncementsTable>;
