/**
 * The route tables of spec section 2 in one tree: pages for everyone, pages for signed-in
 * users only and pages for visitors only; any other path redirects to `/`. Screens other
 * than the shell's load as their own chunks.
 */
import { Navigate, type RouteObject } from 'react-router-dom';
import { Spinner } from '../components/Spinner';
import { RootLayout } from '../layout/RootLayout';
import { HomePage } from '../pages/home/HomePage';
import { LogoutPage } from '../pages/auth/LogoutPage';
import { SignedInOnly, SignedOutOnly } from './guards';

type PageModule = { default: React.ComponentType };
const page = (load: () => Promise<PageModule>) => async () => ({
  Component: (await load()).default,
});

const pages = {
  team: page(() => import(/* webpackChunkName: "team" */ '../pages/team/TeamPage')),
  matchDetails: page(
    () => import(/* webpackChunkName: "match-details" */ '../pages/matchDetails/MatchDetailsPage'),
  ),
  market: page(() => import(/* webpackChunkName: "market" */ '../pages/market/MarketPage')),
  leagues: page(() => import(/* webpackChunkName: "leagues" */ '../pages/leagues/LeaguesPage')),
  information: page(
    () => import(/* webpackChunkName: "information" */ '../pages/information/InformationPage'),
  ),
  profile: page(() => import(/* webpackChunkName: "profile" */ '../pages/profile/UserArea')),
  friend: page(() => import(/* webpackChunkName: "friend" */ '../pages/friend/FriendPage')),
  login: page(() => import(/* webpackChunkName: "auth" */ '../pages/auth/LoginPage')),
  register: page(() => import(/* webpackChunkName: "auth" */ '../pages/auth/RegisterPage')),
  forgotPassword: page(
    () => import(/* webpackChunkName: "auth" */ '../pages/auth/ForgotPasswordPage'),
  ),
  resetPassword: page(
    () => import(/* webpackChunkName: "auth" */ '../pages/auth/ResetPasswordPage'),
  ),
  validateUser: page(
    () => import(/* webpackChunkName: "validate-user" */ '../pages/auth/ValidateUserPage'),
  ),
  app: page(() => import(/* webpackChunkName: "app-install" */ '../pages/AppPage')),
  panel: page(() => import(/* webpackChunkName: "panel-gate" */ '../panel/PanelGate')),
  howToPlay: page(() => import(/* webpackChunkName: "static" */ '../pages/help/HowToPlayPage')),
  helpRules: page(() => import(/* webpackChunkName: "help" */ '../pages/help/HelpRulesPage')),
  faq: page(() => import(/* webpackChunkName: "static" */ '../pages/help/FaqPage')),
  agreement: page(() => import(/* webpackChunkName: "static" */ '../pages/help/AgreementPage')),
};

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    HydrateFallback: Spinner,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'bilgiler/*', lazy: pages.information },
      { path: 'nasil-oynanir', lazy: pages.howToPlay },
      { path: 'yardim-ve-kurallar', lazy: pages.helpRules },
      { path: 'sss', lazy: pages.faq },
      { path: 'kullanici-sozlesmesi', lazy: pages.agreement },
      { path: 'validate-user', lazy: pages.validateUser },
      {
        element: <SignedInOnly />,
        children: [
          { path: 'takim/*', lazy: pages.team },
          { path: 'mac-detayları', lazy: pages.matchDetails },
          { path: 'market/*', lazy: pages.market },
          { path: 'lig/*', lazy: pages.leagues },
          { path: 'kullanici/*', lazy: pages.profile },
          { path: 'arkadas/:name', lazy: pages.friend },
          { path: 'logout', element: <LogoutPage /> },
          // The Admins' panel: the gate (with the permission rules) is a chunk of its own,
          // and the panel's a further one that only an Admin's gate loads.
          { path: 'panel/*', lazy: pages.panel },
        ],
      },
      {
        element: <SignedOutOnly />,
        children: [
          { path: 'login', lazy: pages.login },
          { path: 'register', lazy: pages.register },
          { path: 'forgot-password', lazy: pages.forgotPassword },
          { path: 'reset-password', lazy: pages.resetPassword },
          { path: 'app', lazy: pages.app },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
