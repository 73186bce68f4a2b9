/**
 * A player's session as the app dispatches it, against the real server: the game server
 * in-process (PGlite in memory) with the demo season the server generates on first start
 * (rounds played and scored, the demo league's managers), and the real store (makeStore,
 * RTK Query, the envelope base query) fetching from it. The session signs in as the demo
 * player and visits the pages a visit usually takes (home, fixtures of a few rounds, the
 * players list, the team, the Pro table, a match page), each page's queries as its hooks
 * start them, with the router's location change between pages and the subscriptions
 * released when a page is left. Every action that reaches the reducer is captured live:
 * the answers are the server's, at their real sizes.
 */
import type { Action, Middleware } from '@reduxjs/toolkit';
import { authEndpoints } from '../store/api/auth';
import { engineEndpoints } from '../store/api/engine';
import { DEFAULT_LEAGUE_CONTEXT } from '../store/constants';
import { makeStore } from '../store/makeStore';
import { contestSeen } from '../store/contest/contestSlice';
import { themeChanged } from '../store/preferences/themeSlice';
import { locationChanged } from '../store/router/routerSlice';
import { tokenReceived } from '../store/session/tokenSlice';
import type { StoreServices } from '../store/services';
import { seedDemoLeague } from '../server/demo/demoLeague';
import { advanceSeason } from '../server/rounds/scheduler';
import { SUPER_LIG } from '../server/season/clubs';
import { seedDemoSeason } from '../server/season/demoSeason';
import { playDueMatches } from '../server/season/matchPlay';
import { startTestServer, TEST_ACCOUNTS } from '../server/testing/testServer';

const memory: Storage = {
  length: 0,
  clear: () => undefined,
  getItem: () => null,
  key: () => null,
  removeItem: () => undefined,
  setItem: () => undefined,
};

/** A subscription a page holds while it shows. */
interface Held {
  unsubscribe(): void;
}

/** The actions of one session, in dispatch order, as live objects. */
export async function recordRealSession(): Promise<Action[]> {
  const server = await startTestServer('pglite');
  try {
    const now = server.clock.now();
    await seedDemoSeason(server.db, now);
    await seedDemoLeague(server.db, {
      competitionCode: SUPER_LIG,
      demoUserName: TEST_ACCOUNTS.demo.userName,
    });
    await advanceSeason(server.db, now, { playMatches: playDueMatches });

    // The page load hands out the anti-forgery cookie, as for a browser.
    const page = await fetch(`${server.url}/`);
    const xsrf = /XSRF-TOKEN=([^;]+)/.exec(page.headers.get('set-cookie') ?? '')?.[1] ?? '';
    const services: StoreServices = {
      apiBaseUrl: server.url,
      timeoutMs: 0,
      fetch: (input, init) => {
        const headers = new Headers(init?.headers);
        headers.set('Cookie', `XSRF-TOKEN=${xsrf}`);
        return fetch(input, { ...init, headers });
      },
      storage: memory,
      language: () => 'tr-TR',
      readCookie: (name) => (name === 'XSRF-TOKEN' ? xsrf : null),
      navigate: () => undefined,
      reload: () => undefined,
      log: { error: () => undefined, warn: () => undefined },
    };
    const captured: Action[] = [];
    const capture: Middleware = () => (next) => (action) => {
      captured.push(action as Action);
      return next(action);
    };
    const store = makeStore({ services, sagas: false, devTools: false, recorder: capture });
    const ctx = DEFAULT_LEAGUE_CONTEXT;
    const e = engineEndpoints.endpoints;
    let held: Held[] = [];
    const go = (pathname: string, search = '') =>
      store.dispatch(locationChanged({ location: { pathname, search, hash: '' }, action: 'PUSH' }));
    /** Leaves the page: its queries' subscriptions go, as the hooks' unmounting does. */
    const leave = () => {
      for (const h of held) h.unsubscribe();
      held = [];
    };
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const query = async <T>(started: any): Promise<T> => {
      held.push(started as Held);
      const result = (await started) as { data?: T; error?: unknown };
      if (result.error !== undefined) throw new Error(JSON.stringify(result.error));
      return result.data as T;
    };

    go('/giris');
    const login = await store.dispatch(
      authEndpoints.endpoints.authLogin.initiate({
        loginRequest: {
          UserNameOrEmail: TEST_ACCOUNTS.demo.userName,
          Password: TEST_ACCOUNTS.demo.password,
        },
      }),
    );
    if (!('data' in login) || !login.data) throw new Error('the demo player could not sign in');
    store.dispatch(tokenReceived(login.data.data));

    // Home: the rounds, the clubs, this round's fixtures, my teams, the best of the week.
    go('/');
    const rounds = await query<{ data: { Id: number; State: string }[] }>(
      store.dispatch(
        e.weeklyLeagueInformationGetWeeklyLeagueInformationList.initiate({
          roundListRequest: { ...ctx },
        }),
      ),
    );
    await query(store.dispatch(e.teamsGetTeamsList.initiate({ teamListRequest: { ...ctx } })));
    const played = rounds.data.filter((r) => r.State === 'scored');
    const current = rounds.data.find((r) => r.State === 'open') ?? played.at(-1)!;
    await query(
      store.dispatch(
        e.matchesOfTheWeekGetMatchesOfTheWeekList.initiate({
          matchListRequest: { ...ctx, WeeklyLeagueInformationId: current.Id },
        }),
      ),
    );
    await query(
      store.dispatch(
        e.userTeamGetUserTeamList.initiate({
          competitionCode: ctx.CompetitionCode,
          weeklyLeagueInformationId: current.Id,
        }),
      ),
    );
    await query(
      store.dispatch(e.playerGetBestOfTheWeek.initiate({ competitionCode: ctx.CompetitionCode })),
    );
    store.dispatch(contestSeen(current.Id));
    leave();

    // Fixtures of the last rounds played, one after the other.
    for (const round of played.slice(-3)) {
      go('/bilgi/fikstur', `?hafta=${round.Id}`);
      const matches = await query<{ data: { Id: number }[] }>(
        store.dispatch(
          e.matchesOfTheWeekGetMatchesOfTheWeekList.initiate({
            matchListRequest: { ...ctx, WeeklyLeagueInformationId: round.Id },
          }),
        ),
      );
      if (round === played.at(-1)) {
        // A match page.
        go(`/mac/${matches.data[0]!.Id}`);
        await query(
          store.dispatch(e.matchGetMatchDetail.initiate({ matchId: matches.data[0]!.Id })),
        );
      }
      leave();
    }

    // The players list, three pages of 50, then a page sorted by another column.
    for (let pageNumber = 0; pageNumber < 3; pageNumber++) {
      go('/bilgi/oyuncular', `?sayfa=${pageNumber}`);
      await query(
        store.dispatch(
          e.playerGetPlayersList.initiate({
            playerListRequest: {
              ...ctx,
              SortingPaging: { PageNumber: pageNumber, NumberRecords: 50 },
            },
          }),
        ),
      );
      leave();
    }

    // My team of the last round played, and the pool of the builder (100 a page).
    const teams = await query<{ data: { Id: number; IsPrimary: boolean }[] }>(
      store.dispatch(
        e.userTeamGetUserTeamList.initiate({
          competitionCode: ctx.CompetitionCode,
          weeklyLeagueInformationId: played.at(-1)!.Id,
        }),
      ),
    );
    const mine = teams.data.find((t) => t.IsPrimary) ?? teams.data[0];
    if (mine) {
      go(`/takim/${mine.Id}`);
      await query(
        store.dispatch(e.userTeamGetUserTeamDetailList.initiate({ userTeamId: mine.Id })),
      );
    }
    go('/takim/takimim');
    await query(
      store.dispatch(
        e.playerGetPlayersList.initiate({
          playerListRequest: { ...ctx, SortingPaging: { PageNumber: 0, NumberRecords: 100 } },
        }),
      ),
    );
    store.dispatch(themeChanged('dark'));
    leave();

    // The Pro table: the overall table and the last round's, a page of 50 each.
    go('/lig/pro');
    for (const round of [null, played.at(-1)!.Id]) {
      await query(
        store.dispatch(
          e.userWeeklyScoreGetUserWeeklyScoreList.initiate({
            proStandingsRequest: {
              ...ctx,
              WeeklyLeagueInformationId: round,
              SortingPaging: { PageNumber: 0, NumberRecords: 50 },
            },
          }),
        ),
      );
    }
    leave();
    go('/');
    return captured;
  } finally {
    await server.close();
  }
}

/** Bytes of an action as JSON, and those of the RTK Query answer it carries. */
export function actionBytes(action: Action): { all: number; answer: number } {
  const all = JSON.stringify(action)?.length ?? 0;
  const payload = (action as { payload?: { data?: unknown } }).payload;
  const isAnswer = /\/(executeQuery|executeMutation)\/fulfilled$/.test(action.type);
  const answer = isAnswer ? (JSON.stringify(payload)?.length ?? 0) : 0;
  return { all, answer };
}
