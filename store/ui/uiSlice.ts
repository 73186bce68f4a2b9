/**
 * Screen state that the action log must replay: which dialog is open, and the toasts
 * shown (the toast library draws them; the log keeps what was said).
 */
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionEnded } from '../session/sessionEvents';

export type DialogName = 'coupon';
export type ToastKind = 'success' | 'error' | 'loading' | 'couponSuccess';

export interface UiState {
  dialog: DialogName | null;
}

const initialState: UiState = { dialog: null };

export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    dialogOpened(state, action: PayloadAction<DialogName>) {
      state.dialog = action.payload;
    },
    dialogClosed(state) {
      state.dialog = null;
    },
  },
  extraReducers: (builder) => builder.addCase(sessionEnded, () => initialState),
});

export const { dialogOpened, dialogClosed } = uiSlice.actions;

/** A toast was shown; the message is already in the user's language. */
export const toastShown = createAction<{ id: string; kind: ToastKind; message: string }>(
  'ui/toastShown',
);

/**
 * The "Something went wrong." page caught a render error: the message and React's
 * component stack go into the event log, so support sees where the page broke.
 */
export const renderErrorCaught = createAction<{ message: string; componentStack: string }>(
  'ui/renderErrorCaught',
);
