import { gzipSync } from 'node:zlib';
import { sql } from 'kysely';
import type { DatabaseHandle, Db } from '../db/database';

/*
 * Replies to public reads, kept per process and serialised once, under the data's version (the
 * `data_version` counter). A write that commits moves the version on (`changed`); every process
 * then drops what it kept: this one at once, the others when PostgreSQL tells them (NOTIFY on
 * `puente_data`). A reply is only kept when no write landed while it was being made.
 */

const CHANNEL = 'puente_data';
/** Replies kept per process at most; the oldest go first. */
const MAX_ENTRIES = 5000;

export interface CachedReply {
  /** The reply as sent: JSON text. */
  json: string;
  /** The same, gzipped, made the first time a caller accepts gzip. */
  gzip?: Buffer;
}

/** The caches open in this process: a change announced here reaches them without waiting for NOTIFY. */
const openCaches = new Set<ReadCache>();

export class ReadCache {
  private readonly entries = new Map<string, CachedReply>();
  private readonly making = new Map<string, Promise<CachedReply | null>>();
  private readonly movers: Array<() => void> = [];
  private known = 0;
  private listening = false;
  private keep = true;
  private stop: (() => Promise<void>) | null = null;

  private constructor(private readonly db: Db) {}

  /** Opens the cache at the stored version, listening for every process's writes (this one's too). `keep: false` keeps nothing (every read made afresh). */
  static async open(handle: DatabaseHandle, log?: { warn: (o: object, m: string) => void }, keep = true): Promise<ReadCache> {
    const cache = new ReadCache(handle.db);
    cache.keep = keep;
    const row = await handle.db.selectFrom('data_version').select('version').where('id', '=', 1).executeTakeFirst();
    cache.known = Number(row?.version ?? 1);
    cache.stop = await handle.listen(
      CHANNEL,
      (payload) => cache.moveTo(Number(payload)),
      (error) => {
        // A lost listener cannot tell this process about other writes: keep nothing until it listens again.
        log?.warn({ err: error.message }, 'data version listener lost; nothing is kept until it listens again');
        cache.lost();
      },
      async () => {
        await cache.restored();
        log?.warn({ version: cache.known }, 'data version listener listening again');
      },
    );
    cache.listening = true;
    openCaches.add(cache);
    return cache;
  }

  /** Whether this process hears every other process's writes, so that what it keeps is provably fresh. */
  get isListening(): boolean {
    return this.listening;
  }

  /** Kept replies served and replies made, since the process started (the metrics' hit rate). */
  readonly counts = { hits: 0, misses: 0 };

  /** The listener dropped: forget everything, keep nothing (every reader's module too) until it is back. */
  lost(): void {
    this.listening = false;
    this.dropAll();
  }

  /**
   * The listener is back: writes made meanwhile were announced to no one here, so what this
   * process held is dropped, the version is read again, and keeping starts over from it.
   */
  async restored(): Promise<void> {
    const row = await this.db.selectFrom('data_version').select('version').where('id', '=', 1).executeTakeFirst();
    this.known = Math.max(this.known, Number(row?.version ?? this.known));
    this.dropAll();
    this.listening = true;
  }

  /** The version this process knows. */
  get version(): number {
    return this.known;
  }

  get(key: string): CachedReply | undefined {
    return this.listening && this.keep ? this.entries.get(key) : undefined;
  }

  /** Keeps a reply made under `version`, unless the data moved on meanwhile. */
  set(key: string, reply: CachedReply, version: number): void {
    if (!this.listening || !this.keep || version !== this.known) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, reply);
  }

  /**
   * The reply for `key`: kept, or being made for another caller (one query for a crowd asking the
   * same at once), or made now by `make` (null: nothing to keep, such as a refusal).
   */
  async share(key: string, make: () => Promise<CachedReply | null>): Promise<CachedReply | null> {
    const kept = this.get(key);
    if (kept) {
      this.counts.hits += 1;
      return kept;
    }
    this.counts.misses += 1;
    const pending = this.keep ? this.making.get(key) : undefined;
    if (pending) return pending;
    const version = this.known;
    const made = make()
      .then((reply) => {
        if (reply) this.set(key, reply, version);
        return reply;
      })
      .finally(() => this.making.delete(key));
    this.making.set(key, made);
    return made;
  }

  /** Called when the data moves on (the rates and categories other modules keep, for instance). */
  onMove(forget: () => void): void {
    this.movers.push(forget);
  }

  /** Whether this cache keeps replies read from `db`. */
  serves(db: Db): boolean {
    return this.db === db;
  }

  moveTo(version: number) {
    if (!Number.isFinite(version) || version <= this.known) return;
    this.known = version;
    this.dropAll();
  }

  /** Forgets what this process kept: replies, those being made (they may have read the old data), and the modules' rates and categories. */
  private dropAll(): void {
    this.entries.clear();
    this.making.clear();
    for (const forget of this.movers) forget();
  }

  /** After a write committed: the next version, here at once and in every other process by NOTIFY. */
  async changed(): Promise<void> {
    this.moveTo(await announceChange(this.db));
  }

  async close(): Promise<void> {
    openCaches.delete(this);
    this.listening = false;
    const stop = this.stop;
    this.stop = null;
    await stop?.();
  }
}

/**
 * Whether a process may keep what it read from `db` between requests (rates, categories): only
 * while a cache on that database hears every write. Without one (the operators' tool) or while its
 * listener is lost, nothing can be proved fresh, so everything is read again.
 */
export function keepsFresh(db: Db): boolean {
  for (const cache of openCaches) if (cache.serves(db) && cache.isListening) return true;
  return false;
}

/**
 * Moves the data's version on and tells every listening process (a write made outside the API,
 * such as the operators' tool, calls this after it commits). Returns the new version.
 */
export async function announceChange(db: Db): Promise<number> {
  const result = await sql<{ version: string }>`
    with next as (update data_version set version = version + 1 where id = 1 returning version)
    select version, pg_notify(${CHANNEL}, version::text) from next`.execute(db);
  const version = Number(result.rows[0]?.version ?? 0);
  for (const cache of openCaches) if (cache.serves(db)) cache.moveTo(version);
  return version;
}

/** The body to send to a caller: gzipped when they accept it (made once per kept reply). */
export function replyBody(cached: CachedReply, acceptEncoding: string | undefined): { body: string | Buffer; gzip: boolean } {
  if (!acceptEncoding || !/\bgzip\b/.test(acceptEncoding) || cached.json.length < 1024) return { body: cached.json, gzip: false };
  cached.gzip ??= gzipSync(cached.json);
  return { body: cached.gzip, gzip: true };
}
