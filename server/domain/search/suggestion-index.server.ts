import type { SearchSuggestion } from "../../../app/core/search";
import { buildPrefixTable, matchPrefix, type PrefixTable } from "../../../app/core/suggestion-prefix";
import type { Database } from "../../db/client.server";
import { logger } from "../../logger.server";
import { listenForSearchNameChanges } from "./listen-search-name-changes.server";
import { loadSuggestionNames, type SuggestionName } from "./load-suggestion-names.server";
import type { SuggestionRequest } from "./suggest-search.server";
import { mergeSuggestions, SUGGESTION_SOURCES, type SuggestionSource } from "./suggestion-sources.server";

/** Quiet time after a name change before the table is read again: a burst of writes costs one read. */
const RELOAD_AFTER_MS = 300;
/** Wait before trying again after a failed read or a broken listening connection. */
const RETRY_AFTER_MS = 5000;

interface TableState {
  /** Bumped by every change notice: a read that started before the latest notice is thrown away. */
  version: number;
  loading: boolean;
  timer: ReturnType<typeof setTimeout> | null;
}

export interface SuggestionIndexOptions {
  /** Called on every change notice (to forget answers cached from the old names). */
  onChange?: () => void;
  reloadAfterMs?: number;
}

/**
 * The names suggestions match, held in memory (decision 014), so a suggestion costs two binary searches instead
 * of up to six database reads (PGlite answers one query at a time; 132 uncached suggestions/s on the 100 k bench).
 *
 * Exact, never stale: a table's names are used only between a complete read and the next change notice
 * (migration 0007's triggers). On a notice that table is dropped at once, so `suggest` returns null and the
 * database answers until the table has been read again. Until the first read, and whenever notices may have
 * been missed, the same holds.
 */
export class SuggestionIndex {
  private readonly tables = new Map<SuggestionSource["type"], PrefixTable<SuggestionName>>();
  private readonly states = new Map<string, TableState>();
  private stopListening: (() => Promise<void>) | null = null;
  private closed = false;

  constructor(
    private readonly database: Database,
    private readonly options: SuggestionIndexOptions = {},
  ) {}

  /** Starts listening for name changes, then reads every table in the background. */
  async start(): Promise<void> {
    await this.listen();
  }

  async stop(): Promise<void> {
    this.closed = true;
    for (const state of this.states.values()) if (state.timer) clearTimeout(state.timer);
    await this.stopListening?.().catch(() => {});
  }

  /** True when every table has been read and not changed since. */
  get ready(): boolean {
    return SUGGESTION_SOURCES.every((source) => this.tables.has(source.type));
  }

  /** The suggestions for a request, or null while a table it needs is not known to be current. */
  suggest(request: SuggestionRequest): SearchSuggestion[] | null {
    const perType = [];
    for (const source of SUGGESTION_SOURCES) {
      if (!request.types.includes(source.type)) continue;
      const table = this.tables.get(source.type);
      if (!table) return null;
      perType.push(
        matchPrefix(table, request.query, request.limit).map((m) => ({ suggestion: m.entry.suggestion, rank: m.rank })),
      );
    }
    return mergeSuggestions(perType, request.limit);
  }

  /** A change notice for a table: stop answering from it and read it again after a quiet moment. */
  changed(tableName: string): void {
    const source = SUGGESTION_SOURCES.find((s) => s.tableName === tableName);
    if (!source || this.closed) return;
    this.tables.delete(source.type);
    this.state(source).version++;
    this.options.onChange?.();
    this.schedule(source, this.options.reloadAfterMs ?? RELOAD_AFTER_MS);
  }

  private async listen(): Promise<void> {
    if (this.closed) return;
    try {
      this.stopListening = await listenForSearchNameChanges(this.database, {
        onChange: (table) => this.changed(table),
        onLost: () => {
          this.stopListening = null;
          for (const source of SUGGESTION_SOURCES) this.changed(source.tableName);
          setTimeout(() => void this.listen(), RETRY_AFTER_MS).unref();
        },
      });
    } catch (error) {
      logger.warn("search name notices unavailable; suggestions read the database", { error });
      setTimeout(() => void this.listen(), RETRY_AFTER_MS).unref();
      return;
    }
    // Listening first, reading second: a change committed during the read bumps the version and is not lost.
    for (const source of SUGGESTION_SOURCES) this.changed(source.tableName);
  }

  private state(source: SuggestionSource): TableState {
    let state = this.states.get(source.tableName);
    if (!state) {
      state = { version: 0, loading: false, timer: null };
      this.states.set(source.tableName, state);
    }
    return state;
  }

  private schedule(source: SuggestionSource, delayMs: number): void {
    const state = this.state(source);
    if (state.timer) clearTimeout(state.timer);
    state.timer = setTimeout(() => {
      state.timer = null;
      void this.read(source);
    }, delayMs);
    state.timer.unref();
  }

  private async read(source: SuggestionSource): Promise<void> {
    const state = this.state(source);
    if (state.loading || this.closed) return;
    state.loading = true;
    const version = state.version;
    let retryAfter = 0;
    try {
      const names = await loadSuggestionNames(this.database.db, source);
      if (state.version === version && !this.closed) this.tables.set(source.type, buildPrefixTable(names));
    } catch (error) {
      if (!this.closed) logger.warn("reading suggestion names failed", { table: source.tableName, error });
      retryAfter = RETRY_AFTER_MS;
    } finally {
      state.loading = false;
    }
    // Changed while reading, or the read failed: read again (a notice during the read found it busy).
    if (!this.closed && !this.tables.has(source.type) && !state.timer)
      this.schedule(source, retryAfter || (this.options.reloadAfterMs ?? RELOAD_AFTER_MS));
  }
}
