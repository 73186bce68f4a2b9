/**
 * The header's items (spec section 2). Leagues go to `/lig/{product}-ligi` on desktop and
 * `/lig/{product}-ligleri` on mobile; the product slug comes from store/constants.
 */
import { PRODUCT } from '../../../store/constants';

export type NavKey = 'home' | 'team' | 'leagues' | 'information' | 'market';
export type HeaderLayout = 'desktop' | 'mobile';

export interface NavItem {
  key: NavKey;
  to: string;
  /** Shown disabled (dimmed, not clickable) to anonymous visitors. */
  needsAuth: boolean;
  isActive: (pathname: string) => boolean;
}

export const INFO_SECTIONS = [
  { key: 'fixtures', path: '/bilgiler/fiksture-ve-sonuclar' },
  { key: 'matchStats', path: '/bilgiler/mac-istatistikleri' },
  { key: 'playerInfo', path: '/bilgiler/futbolcu-bilgileri' },
  { key: 'unavailable', path: '/bilgiler/cezali-sakat-oyuncular' },
  { key: 'bestOfWeek', path: '/bilgiler/haftanin-enleri' },
] as const;

export const leaguesPath = (layout: HeaderLayout) =>
  layout === 'desktop' ? `/lig/${PRODUCT}-ligi` : `/lig/${PRODUCT}-ligleri`;

export function navItems(layout: HeaderLayout): NavItem[] {
  return [
    { key: 'home', to: '/', needsAuth: false, isActive: (p) => p === '/' },
    // Any path containing /takim highlights Team.
    { key: 'team', to: '/takim/takimim', needsAuth: true, isActive: (p) => p.includes('/takim') },
    {
      key: 'leagues',
      to: leaguesPath(layout),
      // Mobile greys out league too when logged out (spec section 2).
      needsAuth: layout === 'mobile',
      isActive: (p) => p.startsWith('/lig/') || p === '/lig',
    },
    {
      key: 'information',
      to: INFO_SECTIONS[0].path,
      needsAuth: false,
      isActive: (p) => p.startsWith('/bilgiler'),
    },
    { key: 'market', to: '/market', needsAuth: true, isActive: (p) => p.startsWith('/market') },
  ];
}

/** The translation key of the section a path belongs to (the mobile pill's title). */
export function sectionTitleKey(pathname: string): string {
  const path = safeDecode(pathname);
  const item = navItems('mobile').find((i) => i.isActive(path));
  if (item) return `nav.${item.key}`;
  const sections: [string, string][] = [
    ['/mac-detayları', 'sections.matchDetails'],
    ['/kullanici', 'sections.profile'],
    ['/arkadas', 'sections.friend'],
    ['/nasil-oynanir', 'sections.howToPlay'],
    ['/yardim-ve-kurallar', 'sections.helpRules'],
    ['/sss', 'sections.faq'],
    ['/kullanici-sozlesmesi', 'sections.agreement'],
    ['/login', 'sections.login'],
    ['/register', 'sections.register'],
    ['/forgot-password', 'sections.forgotPassword'],
    ['/reset-password', 'sections.resetPassword'],
    ['/validate-user', 'sections.validateUser'],
    ['/app', 'sections.app'],
  ];
  // Longest prefix first, so /kullanici-sozlesmesi is not taken for /kullanici.
  const match = sections
    .filter(([prefix]) => path === prefix || path.startsWith(`${prefix}/`))
    .sort((a, b) => b[0].length - a[0].length)[0];
  return match ? match[1] : 'nav.home';
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** The language toggle shows only on hosts containing localhost, stb or prp. */
export function showsLanguageToggle(hostname: string): boolean {
  return /localhost|stb|prp/.test(hostname);
}
