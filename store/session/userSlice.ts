/** The signed-in user, persisted under `user` (removed when empty). */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { User } from '../api/auth';
import { sessionEnded } from './sessionEvents';

export interface UserState {
  value: User | null;
}

const initialState: UserState = { value: null };

export const userSlice = createSlice({
  name: 'user',
  initialState,
  reducers: {
    userLoaded(state, action: PayloadAction<User | null>) {
      state.value = action.payload;
    },
  },
  extraReducers: (builder) => builder.addCase(sessionEnded, () => initialState),
});

export const { userLoaded } = userSlice.actions;
