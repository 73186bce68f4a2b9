/** Dark or light, default dark; persisted under `theme`. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_THEME, type Theme } from '../constants';
import { sessionEnded } from '../session/sessionEvents';

export interface ThemeState {
  value: Theme;
}

export const themeSlice = createSlice({
  name: 'theme',
  initialState: { value: DEFAULT_THEME } as ThemeState,
  reducers: {
    themeChanged(state, action: PayloadAction<Theme>) {
      state.value = action.payload;
    },
  },
  // Logout and 401 clear local storage: the screen follows what is stored.
  extraReducers: (builder) => builder.addCase(sessionEnded, () => ({ value: DEFAULT_THEME })),
});

export const { themeChanged } = themeSlice.actions;
