/**
 * The sagas only a signed-in player needs: push registration, the end-of-week check and the
 * wallet's refreshes. rootSaga loads this module when the first signed-in user is known, so
 * a visitor's first page does not carry them.
 */
export { endOfWeekSaga } from './endOfWeek';
export { pushSaga } from './push';
export { walletSaga } from './wallet';
