import type { Database } from "~server/db/client.server";
import { logger } from "~server/logger.server";
import { listenForSearchNameChanges } from "./listen-search-name-changes.server";

/** Quiet time after a change notice before a table is read again: a burst of writes costs one read. */
const RELOAD_AFTER_MS = 300;
/** Wait before trying again after a failed read or a broken listening connection. */
const RETRY_AFTER_MS = 5000;

/** One value built from database tables, read again whenever one of them changes. */
export interface MemorySource<T> {
  key: string;
  /** The SQL names of the tables it is built from (the change notices carry these). */
  tables: readonly string[];
  read: () => Promise<T>;
}

interface SourceState {
  /** Bumped by every change notice: a read that started before the latest notice is thrown away. */
  version: number;
  loading: boolean;
  timer: ReturnType<typeof setTimeout> | null;
}

export interface MemoryTablesOptions {
  /** Called on every change notice (to forget answers cached from the old rows). */
  onChange?: () => void;
  reloadAfterMs?: number;
}

/**
 * Values read from the database and held in memory, never stale (decision 014): a value is available only
 * between a complete read and the next change notice for one of its tables (migrations 0007, 0008). On a
 * notice it is dropped at once, so `get` returns undefined and callers read the database, until it has been
 * read again. Until the first read, and whenever notices may have been missed, the same holds.
 */
export class MemoryTables<T> {
  private readonly values = new Map<string, T>();
  private readonly states = new Map<string, SourceState>();
  private stopListening: (() => Promise<void>) | null = null;
  private closed = false;

  constructor(
    private readonly database: Database,
    private readonly sources: readonly MemorySource<T>[],
    private readonly options: MemoryTablesOptions = {},
  ) {}

  /** Starts listening for changes, then reads every source in the background. */
  async start(): Promise<void> {
    await this.listen();
  }

  async stop(): Promise<void> {
    this.closed = true;
    for (const state of this.states.values()) if (state.timer) clearTimeout(state.timer);
    await this.stopListening?.().catch(() => {});
  }

  /** True when every source has been read and not changed since. */
  get ready(): boolean {
    return this.sources.every((source) => this.values.has(source.key));
  }

  /** Each source's key, in the order given. */
  get keys(): string[] {
    return this.sources.map((source) => source.key);
  }

  get(key: string): T | undefined {
    return this.values.get(key);
  }

  /** A change notice for a table: drop what is built from it and read it again after a quiet moment. */
  changed(tableName: string): void {
    if (this.closed) return;
    const affected = this.sources.filter((s) => s.tables.includes(tableName));
    if (affected.length === 0) return;
    for (const source of affected) {
      this.values.delete(source.key);
      this.state(source).version++;
      this.schedule(source, this.options.reloadAfterMs ?? RELOAD_AFTER_MS);
    }
    this.options.onChange?.();
  }

  private async listen(): Promise<void> {
    if (this.closed) return;
    try {
      this.stopListening = await listenForSearchNameChanges(this.database, {
        onChange: (table) => this.changed(table),
        onLost: () => {
          this.stopListening = null;
          this.changeAll();
          setTimeout(() => void this.listen(), RETRY_AFTER_MS).unref();
        },
      });
    } catch (error) {
      logger.warn("change notices unavailable; search reads the database", { error });
      setTimeout(() => void this.listen(), RETRY_AFTER_MS).unref();
      return;
    }
    // Listening first, reading second: a change committed during the read bumps the version and is not lost.
    this.changeAll();
  }

  private changeAll(): void {
    for (const table of new Set(this.sources.flatMap((s) => s.tables))) this.changed(table);
  }

  private state(source: MemorySource<T>): SourceState {
    let state = this.states.get(source.key);
    if (!state) {
      state = { version: 0, loading: false, timer: null };
      this.states.set(source.key, state);
    }
    return state;
  }

  private schedule(source: MemorySource<T>, delayMs: number): void {
    const state = this.state(source);
    if (state.timer) clearTimeout(state.timer);
    state.timer = setTimeout(() => {
      state.timer = null;
      void this.read(source);
    }, delayMs);
    state.timer.unref();
  }

  private async read(source: MemorySource<T>): Promise<void> {
    const state = this.state(source);
    if (state.loading || this.closed) return;
    state.loading = true;
    const version = state.version;
    let retryAfter = 0;
    try {
      const value = await source.read();
      if (state.version === version && !this.closed) this.values.set(source.key, value);
    } catch (error) {
      if (!this.closed) logger.warn("reading search rows into memory failed", { source: source.key, error });
      retryAfter = RETRY_AFTER_MS;
    } finally {
      state.loading = false;
    }
    // Changed while reading, or the read failed: read again (a notice during the read found it busy).
    if (!this.closed && !this.values.has(source.key) && !state.timer)
      this.schedule(source, retryAfter || (this.options.reloadAfterMs ?? RELOAD_AFTER_MS));
  }
}

/** What the in-memory indexes share: their tables' lifecycle and readiness (decision 014). */
export abstract class MemoryIndex<T> {
  protected constructor(protected readonly tables: MemoryTables<T>) {}

  /** Starts listening for changes, then reads every table in the background. */
  start(): Promise<void> {
    return this.tables.start();
  }

  stop(): Promise<void> {
    return this.tables.stop();
  }

  /** True when every table has been read and not changed since. */
  get ready(): boolean {
    return this.tables.ready;
  }

  /** Whether a type's value leaves its answers to the database (past the memory bound, decision 053). */
  protected abstract answeredByDatabase(value: T): boolean;

  /** The types the database answers because they are past the memory bound (/api/health says which). */
  get databaseTypes(): string[] {
    return this.tables.keys.filter((key) => {
      const value = this.tables.get(key);
      return value !== undefined && this.answeredByDatabase(value);
    });
  }
}
