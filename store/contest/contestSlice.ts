/**
 * The last contest whose end-of-week summary the user has seen, persisted under
 * `{product}ContestID` (spec section 4), and the summary the modal shows now. Only `value`
 * is persisted (persistence/persistedKeys.ts whitelists it), so the stored shape is the
 * same as before the summary was kept here.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { EndWeekAllLeagueSumary } from '../api/league';

/** What the end-of-week modal shows: the server's summary and its message. */
export interface EndOfWeekSummary {
  summary: EndWeekAllLeagueSumary;
  /** The answer's ResultMessage: the prize in words, or why there is no order. */
  message: string;
}

export interface ContestState {
  value: number | null;
  /** The summary to show; null when the modal is shut. */
  summary?: EndOfWeekSummary | null;
}

export const contestSlice = createSlice({
  name: 'contest',
  initialState: { value: null, summary: null } as ContestState,
  reducers: {
    contestSeen(state, action: PayloadAction<number>) {
      state.value = action.payload;
    },
    endOfWeekOpened(state, action: PayloadAction<EndOfWeekSummary>) {
      state.summary = action.payload;
    },
    endOfWeekClosed(state) {
      state.summary = null;
    },
  },
});

export const { contestSeen, endOfWeekOpened, endOfWeekClosed } = contestSlice.actions;
