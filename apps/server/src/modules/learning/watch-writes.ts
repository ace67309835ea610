import { type Kysely, sql } from 'kysely';
import type { Database } from '#core/db/schema';
import type { Deps } from '#core/deps';
import { SerialFlush } from '#core/jobs/serial-flush';

type Db = Kysely<Database>;

/*
 * The position writes of a member's watching: the rows themselves, the buffer that batches the in-between
 * ones, and a started course. What the end of a video gives is course-completion.ts.
 */

export interface PositionWrite {
  userId: number;
  courseId: number;
  videoId: number;
  watchSeconds: number;
  at: number;
}

/**
 * Writes positions (one row per member and video). watch_seconds only grows and is frozen once the video
 * is finished (MeEdu); updated_at always moves, so "last viewed" follows the member.
 */
export async function upsertPositions(db: Db, rows: PositionWrite[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('video_watch_records')
    .values(
      rows.map((r) => ({
        user_id: r.userId,
        course_id: r.courseId,
        video_id: r.videoId,
        watch_seconds: r.watchSeconds,
        watched_at: null,
        created_at: r.at,
        updated_at: r.at,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['user_id', 'video_id']).doUpdateSet({
        watch_seconds: sql<number>`case when video_watch_records.watched_at is null and excluded.watch_seconds > video_watch_records.watch_seconds then excluded.watch_seconds else video_watch_records.watch_seconds end`,
        updated_at: sql<number>`case when excluded.updated_at > video_watch_records.updated_at then excluded.updated_at else video_watch_records.updated_at end`,
      }),
    )
    .execute();
}

/** Starts (joins) a course for a member who may watch it, as MeEdu does on opening a video. */
export async function ensureCourseRecord(
  db: Db,
  userId: number,
  courseId: number,
  now: number,
): Promise<void> {
  await db
    .insertInto('course_user_records')
    .values({
      user_id: userId,
      course_id: courseId,
      progress: 0,
      watched_at: null,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.columns(['user_id', 'course_id']).doNothing())
    .execute();
}

/*
 * Progress pings are the busiest write of the site (every member, every 10 s), so in-between positions are
 * collected per process and written every few seconds as one multi-row upsert per 500 rows; a member's
 * newer ping replaces the older one in memory. The live position meanwhile sits in the shared store (see
 * play-session.ts), so play info and the clamp see it at once from any process. What a crash can lose is
 * at most one interval of in-between positions: final reports (the end of a video, pause, page hide) are
 * written through and never wait here, and close() flushes on shutdown.
 */

const CHUNK = 500;
export const FLUSH_INTERVAL_MS = 5_000;

export class ProgressBuffer {
  readonly #db: Db;
  #pending = new Map<string, PositionWrite>();
  readonly #flush: SerialFlush;

  constructor(db: Db, onError: (error: unknown) => void) {
    this.#db = db;
    this.#flush = new SerialFlush(() => this.#write(), onError);
  }

  start(intervalMs = FLUSH_INTERVAL_MS): void {
    this.#flush.start(intervalMs);
  }

  get size(): number {
    return this.#pending.size;
  }

  add(write: PositionWrite): void {
    const id = `${write.userId}:${write.videoId}`;
    const previous = this.#pending.get(id);
    this.#pending.set(
      id,
      previous && previous.watchSeconds > write.watchSeconds
        ? { ...write, watchSeconds: previous.watchSeconds }
        : write,
    );
  }

  /** Drops a pending write that a written-through report supersedes (its position is at least as far). */
  discard(userId: number, videoId: number): void {
    this.#pending.delete(`${userId}:${videoId}`);
  }

  /** Writes everything pending, after any flush already under way. */
  flush(): Promise<void> {
    return this.#flush.run();
  }

  async #write(): Promise<void> {
    if (this.#pending.size === 0) return;
    const rows = [...this.#pending.values()];
    this.#pending = new Map();
    for (let i = 0; i < rows.length; i += CHUNK) {
      try {
        await upsertPositions(this.#db, rows.slice(i, i + CHUNK));
      } catch (error) {
        // Put the rows back (unless newer ones arrived) so the next flush retries them.
        for (const row of rows.slice(i)) {
          const id = `${row.userId}:${row.videoId}`;
          if (!this.#pending.has(id)) this.#pending.set(id, row);
        }
        throw error;
      }
    }
  }

  close(): Promise<void> {
    return this.#flush.stop();
  }
}

/** The app's one buffer (app.ts decorates it as `progress` and closes it with the app), already started. */
export function startProgressBuffer({ db, log }: Deps<'db' | 'log'>): ProgressBuffer {
  const buffer = new ProgressBuffer(db, (error) => log.error({ err: error }, 'progress flush failed'));
  buffer.start();
  return buffer;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The progress pings' write buffer (startProgressBuffer); tests flush it to read the table. */
    progress: ProgressBuffer;
  }
}
