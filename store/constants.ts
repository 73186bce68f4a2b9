/**
 * The business constants of product spec section 9 that the client core relies on.
 * Screens take their own constants (toasts, widths, coupon lengths) from here too, so
 * the spec's numbers live in one place.
 */
export const RESULT_CODE_SUCCESS = 0;
export const RESULT_CODE_NO_BODY = -1;
export const NO_BODY_MESSAGE = 'Ops.. something went wrong..';
/** HTTP statuses 200-299 are success. */
export const isHttpSuccess = (status: number): boolean => status >= 200 && status <= 299;
/** No request timeout (0 = none). */
export const HTTP_TIMEOUT_MS = 0;

export const LANGUAGES = ['tr-TR', 'en-US'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'tr-TR';
export const THEMES = ['dark', 'light'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'dark';

export const DEFAULT_LEAGUE_CONTEXT = { CompetitionCode: 'TR_SL', SportsCode: 'FTBL' } as const;
export const DEFAULT_PAGE_SIZE = 100;
export const DEFAULT_PAGE_NUMBER = 0;

/** The game product's slug (GAME_RULES "Names the spec uses without defining"). */
export const PRODUCT = 'pro';

export const COUPON_CODE_MIN = 5;
export const COUPON_CODE_MAX = 16;
export const TOAST_MS = { success: 2000, error: 4000, couponSuccess: 4000 } as const;
export const TOAST_LIMIT = 20;
export const MODAL_WIDTH_PX = { confirm: 440, default: 760, coupon: 320 } as const;
export const MENU_HOVER_TIMEOUT_MS = 150;
export const DESKTOP_HEADER_MIN_PX = 768;
export const PUSH_DEVICE_NAME = 'web';

/** Data cache (spec section 9): 30 s stale, 5 min unused lifetime, no refetch, no retries. */
export const CACHE_STALE_SECONDS = 30;
export const CACHE_UNUSED_SECONDS = 5 * 60;
