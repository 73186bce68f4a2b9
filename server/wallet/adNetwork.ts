/**
 * The ad port: which rewarded ad to show. Without an ad network configured the server shows
 * its own house ad (the market's subscription), so watching to earn works offline; a network
 * (its SDK in the apps, its server-to-server reward check) would be another implementation.
 */
import type { Ad } from '../../store/api/wallet';
import type { Language } from '../http/language';
import { text } from '../i18n/texts';

export interface AdNetwork {
  next(language: Language): Ad;
}

export const houseAd: AdNetwork = {
  next: (language) => ({
    AdId: 'house-subscription',
    Title: text(language, 'ad.house.title'),
    Text: text(language, 'ad.house.text'),
    LinkUrl: '/market',
    Seconds: 15,
  }),
};
