/** The request parts the home screen's own reads share (rounds and clubs: src/reads/). */
import {
  DEFAULT_LEAGUE_CONTEXT,
  DEFAULT_PAGE_NUMBER,
  DEFAULT_PAGE_SIZE,
} from '../../../store/constants';

export const LEAGUE = DEFAULT_LEAGUE_CONTEXT;
/** One page holds a whole round's matches. */
export const FIRST_PAGE = { PageNumber: DEFAULT_PAGE_NUMBER, NumberRecords: DEFAULT_PAGE_SIZE };
