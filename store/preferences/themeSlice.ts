/** Dark or light, default dark; persisted under `theme`. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_THEME, type Theme } from '../constants';

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
});

export const { themeChanged } = themeSlice.actions;
