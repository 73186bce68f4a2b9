/** Session events that several slices and sagas react to. */
import { createAction } from '@reduxjs/toolkit';

/** The server answered 401: the session is gone (spec section 8). */
export const unauthorizedReceived = createAction<{ url: string }>('session/unauthorizedReceived');
/** Everything of the session is forgotten: logout or a 401. */
export const sessionEnded = createAction('session/sessionEnded');
