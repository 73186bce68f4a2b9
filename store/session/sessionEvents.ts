/** Session events that several slices and sagas react to. */
import { createAction } from '@reduxjs/toolkit';

/** The server answered 401: the session is gone (spec section 8). */
export const unauthorizedReceived = createAction<{ url: string }>('session/unauthorizedReceived');
/** Everything of the session is forgotten: logout or a 401. */
export const sessionEnded = createAction('session/sessionEnded');
/** The stored values are back (persistence rehydrated, or none): the session can start. */
export const appStarted = createAction('session/appStarted');
/** The user asked to sign out (`/logout`). */
export const logoutRequested = createAction('session/logoutRequested');
