/** The leagues area's paths under `/lig/` (spec section 2: `/lig/{product}-ligi`, `-ligleri`). */
import { PRODUCT } from '../../../store/constants';

export const LEAGUE_PATHS = {
  hub: `${PRODUCT}-ligleri`,
  pro: `${PRODUCT}-ligi`,
  fan: 'taraftar-ligi',
  clans: 'klanlar',
  friends: 'arkadas-ligleri',
  special: 'ozel-ligler',
  classement: 'klasman',
} as const;
