/** The session token object (spec section 3), persisted under `jwt_token`. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SessionToken } from '../api/auth';
import { sessionEnded } from './sessionEvents';

export interface TokenState {
  value: SessionToken | null;
}

const initialState: TokenState = { value: null };

export const tokenSlice = createSlice({
  name: 'token',
  initialState,
  reducers: {
    tokenReceived(state, action: PayloadAction<SessionToken>) {
      state.value = action.payload;
    },
  },
  extraReducers: (builder) => builder.addCase(sessionEnded, () => initialState),
});

export const { tokenReceived } = tokenSlice.actions;
