/**
 * The UI language (tr-TR default). i18next stores it under `i18nextLng`; the language saga
 * writes that key and tells the server, so this reducer stays pure.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_LANGUAGE, type Language } from '../constants';
import type { RootState } from '../rootReducer';
import { sessionEnded } from '../session/sessionEvents';

export interface LanguageState {
  value: Language;
}

const initialState: LanguageState = { value: DEFAULT_LANGUAGE };

export const languageSlice = createSlice({
  name: 'language',
  initialState,
  reducers: {
    /** The stored language, read once at start. */
    languageRestored(state, action: PayloadAction<Language>) {
      state.value = action.payload;
    },
    /** The user picked a language (or the signed-in user's setting was applied). */
    languageChanged: {
      reducer(state, action: PayloadAction<Language, string, { sync: boolean }>) {
        state.value = action.payload;
      },
      prepare: (language: Language, sync = true) => ({ payload: language, meta: { sync } }),
    },
  },
  // Logout and 401 clear local storage, so the language goes back to the default too.
  extraReducers: (builder) => builder.addCase(sessionEnded, () => initialState),
});

export const { languageRestored, languageChanged } = languageSlice.actions;

/** The UI language: the one selector of it, for sagas and the UI's `useLanguage`. */
export const selectLanguage = (state: Pick<RootState, 'preferences'>): Language =>
  state.preferences.language.value;
