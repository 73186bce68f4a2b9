/**
 * Where the user is: the router reports every location change as `router/locationChanged`,
 * so a replay of the action log knows which screen was shown at each step.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface RouterLocation {
  pathname: string;
  search: string;
  hash: string;
}

export interface RouterState {
  location: RouterLocation | null;
  /** PUSH, REPLACE or POP, as the router says. */
  action: string | null;
}

const initialState: RouterState = { location: null, action: null };

export const routerSlice = createSlice({
  name: 'router',
  initialState,
  reducers: {
    locationChanged(state, action: PayloadAction<{ location: RouterLocation; action: string }>) {
      state.location = action.payload.location;
      state.action = action.payload.action;
    },
  },
});

export const { locationChanged } = routerSlice.actions;
