import type { Generated, Selectable } from 'kysely';
import type { Flag, Timestamps } from './columns';

/* The site's settings and its navigation: the system area. */

export interface AppConfigTable {
  id: Generated<number>;
  key: string;
  /** JSON text. */
  value: string;
  is_private: Flag;
  updated_at: number;
}

export interface NavsTable extends Timestamps {
  id: Generated<number>;
  sort: Generated<number>;
  name: string;
  name_en: Generated<string>;
  url: string;
  /** Comma-separated route prefixes that highlight this item. */
  active_routes: Generated<string>;
  /** 'PC' or 'h5' (MeEdu's spelling). */
  platform: string;
  parent_id: Generated<number>;
  blank: Flag;
}

export interface LinksTable extends Timestamps {
  id: Generated<number>;
  sort: Generated<number>;
  name: string;
  url: string;
}

export type AppConfigRow = Selectable<AppConfigTable>;
export type NavRow = Selectable<NavsTable>;
export type LinkRow = Selectable<LinksTable>;
