/**
 * The end-of-week check (spec section 4): once the signed-in user is known, ask
 * `LeagueStatistics/GetUserEndWeekAllLeagueSumary`; when its `ContestId` differs from the
 * stored `{product}ContestID` and its `ContestTitle` is not null, open the summary modal
 * and store the new id, so the modal shows once per scored round (a reload finds the id
 * already stored). Asked once per session: later answers of `User/GetUser` (a profile
 * edit) do not ask again.
 */
import { call, fork, getContext, put, putResolve, select, takeEvery } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { User } from '../api/auth';
import type { LeagueStatisticsGetUserEndWeekAllLeagueSumaryApiResponse } from '../api/league';
import { DEFAULT_LEAGUE_CONTEXT } from '../constants';
import { contestSeen, endOfWeekOpened } from '../contest/contestSlice';
import type { RootState } from '../rootReducer';
import type { StoreServices } from '../services';
import { sessionEnded } from '../session/sessionEvents';
import { userLoaded } from '../session/userSlice';

type SummaryAnswer = { data?: LeagueStatisticsGetUserEndWeekAllLeagueSumaryApiResponse };

const selectSeenContest = (state: RootState) => state.contest.value;

/** Asks for the summary and opens the modal when it is about a contest not seen yet. */
export function* checkEndOfWeek() {
  const { leagueEndpoints }: typeof import('../api/league') = yield call(
    () => import(/* webpackChunkName: "api-league" */ '../api/league'),
  );
  const answer: SummaryAnswer = yield putResolve(
    leagueEndpoints.endpoints.leagueStatisticsGetUserEndWeekAllLeagueSumary.initiate(
      {
        sportsCode: DEFAULT_LEAGUE_CONTEXT.SportsCode,
        competitionCode: DEFAULT_LEAGUE_CONTEXT.CompetitionCode,
      },
      { forceRefetch: true, subscribe: false },
    ) as never,
  );
  const summary = answer.data?.data;
  // A failed call shows nothing: the modal is a bonus, not a screen the user asked for.
  if (!summary || summary.ContestId === null || summary.ContestTitle === null) return;
  const seen: number | null = yield select(selectSeenContest);
  if (summary.ContestId === seen) return;
  yield put(contestSeen(summary.ContestId));
  yield put(endOfWeekOpened({ summary, message: answer.data?.message ?? '' }));
}

/** `first`: a `userLoaded` that came before the saga started (see ./signedIn.ts). */
export function* endOfWeekSaga(first?: PayloadAction<User | null>) {
  let checked = false;
  function* onUser(action: PayloadAction<User | null>) {
    if (!action.payload || checked) return;
    checked = true;
    try {
      yield call(checkEndOfWeek);
    } catch (error) {
      const services: StoreServices = yield getContext('services');
      services.log.warn('End-of-week summary failed:', error);
    }
  }
  if (first) yield fork(onUser, first);
  yield takeEvery(userLoaded.type, onUser);
  // The next session (another user, perhaps) asks again.
  yield takeEvery(sessionEnded.type, () => {
    checked = false;
  });
}
