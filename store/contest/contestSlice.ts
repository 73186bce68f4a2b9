/**
 * The last contest whose end-of-week summary the user has seen, persisted under
 * `{product}ContestID` (spec section 4).
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface ContestState {
  value: number | null;
}

export const contestSlice = createSlice({
  name: 'contest',
  initialState: { value: null } as ContestState,
  reducers: {
    contestSeen(state, action: PayloadAction<number>) {
      state.value = action.payload;
    },
  },
});

export const { contestSeen } = contestSlice.actions;
