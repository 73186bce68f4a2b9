/**
 * The Pro table and the Taraftar Ligi as league screens ask for them, thousands of times a
 * second when a round ends. Which round a table shows, and a page's rows and the table's
 * size, are the same for every caller, so they are kept while nothing they show has moved:
 * the standings (scoring, and a user's changes written on his rows: migration 0025) and the
 * rounds' states (version counters, migrations 0005 and 0023, read after the request arrived), and
 * so is each caller's own row (one index probe when not kept). What is not kept is read
 * together: the pages asked in the same turn of the event loop, with their callers' rows,
 * in one statement (at a round's end each player asks for his own page, most of them not
 * kept); other callers' rows and favourite clubs likewise (a round's end brings thousands
 * of callers at once, each new to the table).
 */
import { favouriteClubsOf } from '../accounts/users';
import type { Database } from '../db/database';
import { versionCounters } from '../db/versionCounters';
import { VersionedReadCache } from '../db/versionedReadCache';
import type { SortingPaging } from '../http/paging';
import { isProvisional } from '../stats/roundLookup';
import type { StandingRow, StandingsPage } from '../../store/api/league';
import {
  EMPTY_TABLE,
  latestTableRound,
  readStoredPages,
  readStoredRows,
  requireTableRound,
  tablePage,
  type StoredRow,
  type StoredScope,
  type TableRound,
} from './tables';

/**
 * Pages kept, in the form the caller of `StoredTables` keeps them: the handlers keep a
 * page as its compressed answer (http/prefixedAnswer.ts, ≈ 2 KB a page of 50), so tens of
 * MB hold every page of a million teams' overall and round tables (20,000 each): at a
 * round's end a page is read once and serves its 50 players, not once for each.
 */
const MAX_PAGES = 40_000;

/**
 * Callers' own rows kept (≈ 300 bytes each): a player paging through a table, or his hub
 * asking his rank in each league, is answered his row without a statement.
 */
const MAX_ROWS = 50_000;

export interface StoredTableRequest {
  competitionCode: string;
  /** Null or absent: the overall table of the competition's latest round with rows. */
  roundId: number | null | undefined;
  callerId: number;
  paging: SortingPaging | undefined;
  /** When the request arrived (`performance.now()`): writes committed before it are seen. */
  since?: number;
}

/** Keys read in one statement at most (a batch beyond starts another). */
const MAX_BATCH = 500;

/**
 * Reads by key gathered for one statement: the keys asked for a group (a table's round,
 * the favourite clubs) until the event loop's next check phase are read together.
 */
class BatchedReads<V, K = number> {
  private readonly open = new Map<string, { ids: Set<K>; read: Promise<Map<K, V>> }>();

  /** `id`'s value from `readMany` of its group's keys (null when absent). */
  read(group: string, id: K, readMany: (ids: K[]) => Promise<Map<K, V>>) {
    let batch = this.open.get(group);
    if (!batch) {
      const ids = new Set<K>();
      const read = new Promise<void>((start) => setImmediate(start)).then(() => {
        if (this.open.get(group)?.ids === ids) this.open.delete(group);
        return readMany([...ids]);
      });
      batch = { ids, read };
      this.open.set(group, batch);
    }
    batch.ids.add(id);
    if (batch.ids.size >= MAX_BATCH) this.open.delete(group);
    return batch.read.then((values) => values.get(id) ?? null);
  }
}

interface KeptPage<P> {
  rows: P;
  total: number;
}

/** A page read afresh and the row of the caller who asked for it. */
interface ReadPage<P> {
  page: KeptPage<P>;
  mine: StandingRow | null;
}

/** A table's answer: one page, the caller's row and the table's size. */
export interface StoredTableAnswer<P> {
  /** The page's rows as the `StoredTables` keeps them (`keep`). */
  rows: P;
  /** The rest of the page: the caller's row, the round shown, provisional or not. */
  rest: Omit<StandingsPage, 'Rows'>;
  total: number;
}

/** Every page's rows are kept as `P`, made of them by `keep` when read. */
export class StoredTables<P> {
  private readonly rounds: VersionedReadCache;
  private readonly pages: VersionedReadCache;
  private readonly rows: VersionedReadCache;
  private readonly clubs: VersionedReadCache;
  private readonly batchedRows = new BatchedReads<StoredRow>();
  private readonly batchedClubs = new BatchedReads<number | null>();
  private readonly batchedPages = new BatchedReads<ReadPage<P>, string>();
  /** The answer for no table (no round with rows yet, no favourite club). */
  readonly empty: StoredTableAnswer<P>;

  constructor(
    private readonly db: Database,
    private readonly keep: (rows: StandingRow[]) => P,
    maxPages = MAX_PAGES,
  ) {
    const { Rows, ...rest } = EMPTY_TABLE.page;
    this.empty = { rows: keep(Rows), rest, total: 0 };
    const counters = versionCounters(db);
    // A row holds all it shows (migration 0025), so pages and rows move with the standings
    // (and the rounds' states) alone; a user's new picture moves the standings through his
    // rows, a user with no row moves nothing kept.
    const tables = {
      current: async (since?: number) => {
        const { season, standings } = await counters.current(since);
        return `${season}.${standings}`;
      },
    };
    const profiles = {
      current: async (since?: number) => (await counters.current(since)).profiles,
    };
    this.rounds = new VersionedReadCache(tables);
    this.pages = new VersionedReadCache(tables, maxPages);
    this.rows = new VersionedReadCache(tables, MAX_ROWS);
    this.clubs = new VersionedReadCache(profiles, MAX_ROWS);
  }

  /**
   * The user's favourite club, whose Taraftar Ligi he is shown (null: none), kept while the
   * profiles counter has not moved.
   */
  async favouriteClubOf(userId: number, since?: number): Promise<number | null> {
    return this.clubs.read(
      String(userId),
      async () => this.batchedClubs.read('clubs', userId, (ids) => favouriteClubsOf(this.db, ids)),
      since,
    );
  }

  /** One page of the table, the caller's row and the size (leagues/tables.ts). */
  async read(scope: StoredScope, request: StoredTableRequest): Promise<StoredTableAnswer<P>> {
    const { competitionCode, roundId, callerId, paging, since } = request;
    const overall = roundId == null;
    const round = await this.rounds.read(
      overall ? `latest ${competitionCode}` : `round ${roundId}`,
      () =>
        overall ? latestTableRound(this.db, competitionCode) : requireTableRound(this.db, roundId),
      since,
    );
    if (!round) return this.empty;
    const { limit, offset } = tablePage(paging);
    const club = scope.kind === 'club' ? scope.clubId : 'pro';
    let mine: StandingRow | null | undefined;
    const page = await this.pages.read<KeptPage<P>>(
      JSON.stringify([club, round.id, overall, limit, offset]),
      async () => {
        const read = await this.batchedPages.read(
          JSON.stringify([club, round.id, overall, limit]),
          `${offset} ${callerId}`,
          (keys) => this.readPages(scope, overall, round, limit, keys),
        );
        mine = read!.mine;
        return read!.page;
      },
      since,
    );
    const myRow = await this.rows.read(
      JSON.stringify([club, round.id, overall, callerId]),
      async () => {
        if (mine !== undefined) return mine;
        // Every club's callers in one statement: a club's own would gather a few at a time.
        const stored = await this.batchedRows.read(
          JSON.stringify([scope.kind, round.id, overall]),
          callerId,
          (ids) => readStoredRows(this.db, scope.kind, overall, round, ids),
        );
        return stored && stored.clubId === (scope.kind === 'club' ? scope.clubId : null)
          ? stored.row
          : null;
      },
      since,
    );
    return {
      rows: page.rows,
      rest: {
        MyRow: myRow,
        WeeklyLeagueInformationId: round.id,
        IsProvisional: isProvisional(round.state),
      },
      total: page.total,
    };
  }

  /** Pages by `"offset caller"` keys, with those callers' rows, in one statement. */
  private async readPages(
    scope: StoredScope,
    overall: boolean,
    round: TableRound,
    limit: number,
    keys: string[],
  ): Promise<Map<string, ReadPage<P>>> {
    const asked = keys.map((key) => key.split(' ').map(Number) as [number, number]);
    const read = await readStoredPages(this.db, scope, overall, round, {
      limit,
      offsets: [...new Set(asked.map(([offset]) => offset))],
      callerIds: [...new Set(asked.map(([, caller]) => caller))],
    });
    const pages = new Map(
      [...read.pages].map(([offset, rows]) => [
        offset,
        { rows: this.keep(rows), total: read.total },
      ]),
    );
    return new Map(
      asked.map(([offset, caller], i) => [
        keys[i]!,
        { page: pages.get(offset)!, mine: read.rows.get(caller) ?? null },
      ]),
    );
  }
}
