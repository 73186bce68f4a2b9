/**
 * The route tables of spec section 2 in one tree: pages for everyone, pages for signed-in
 * users only and pages for visitors only; any other path redirects to `/`. Screens other
 * than the shell's load as their own chunks.
 */
import { lazy } from 'react';
import { RouterErrorPage } from '../components/ErrorBoundary';
import { Navigate, type RouteObject } from 'react-router-dom';
import { RootLayout } from '../layout/RootLayout';
import { HomePage } from '../pages/home/HomePage';
import { LogoutPage } from '../pages/auth/LogoutPage';
import { SignedInOnly, SignedOutOnly } from './guards';

type PageModule = { default: React.ComponentType };
/**
 * A screen as its own chunk, fetched when first shown (the layout's Suspense waits for it).
 * A chunk that cannot be loaded shows the router's error page with the reason, as a route
 * whose code failed to load does in React Router.
 */
export const lazyPage = (load: () => Promise<PageModule>) => {
  const Page = lazy(() =>
    load().catch((error: unknown) => ({ default: () => <RouterErrorPage error={error} /> })),
  );
  return <Page />;
};
const page = lazyPage;

const pages = {
  team: page(() => import(/* webpackChunkName: "team" */ '../pages/team/TeamPage')),
  matchDetails: page(
    () => import(/* webpackChunkName: "match-details" */ '../pages/matchDetails/MatchDetailsPage'),
  ),
  market: page(() => import(/* webpackChunkName: "market" */ '../pages/market/MarketPage')),
  leagues: page(() => import(/* webpackChunkName: "leagues" */ '../pages/leagues/LeaguesPage')),
  // The prerendered pages' modules are evaluated in steps (see their loaders).
  information: page(() =>
    import(/* webpackChunkName: "information" */ '../pages/information/loadInformationPage').then(
      (m) => m.loadInformationPage(),
    ),
  ),
  profile: page(() => import(/* webpackChunkName: "profile" */ '../pages/profile/UserArea')),
  friend: page(() => import(/* webpackChunkName: "friend" */ '../pages/friend/FriendPage')),
  login: page(() =>
    import(/* webpackChunkName: "auth" */ '../pages/auth/loadLoginPage').then((m) =>
      m.loadLoginPage(),
    ),
  ),
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
    children: [
      { index: true, element: <HomePage /> },
      { path: 'bilgiler/*', element: pages.information },
      { path: 'nasil-oynanir', element: pages.howToPlay },
      { path: 'yardim-ve-kurallar', element: pages.helpRules },
      { path: 'sss', element: pages.faq },
      { path: 'kullanici-sozlesmesi', element: pages.agreement },
      { path: 'validate-user', element: pages.validateUser },
      {
        element: <SignedInOnly />,
        children: [
          { path: 'takim/*', element: pages.team },
          { path: 'mac-detayları', element: pages.matchDetails },
          { path: 'market/*', element: pages.market },
          { path: 'lig/*', element: pages.leagues },
          { path: 'kullanici/*', element: pages.profile },
          { path: 'arkadas/:name', element: pages.friend },
          { path: 'logout', element: <LogoutPage /> },
          // The Admins' panel: the gate (with the permission rules) is a chunk of its own,
          // and the panel's a further one that only an Admin's gate loads.
          { path: 'panel/*', element: pages.panel },
        ],
      },
      {
        element: <SignedOutOnly />,
        children: [
          { path: 'login', element: pages.login },
          { path: 'register', element: pages.register },
          { path: 'forgot-password', element: pages.forgotPassword },
          { path: 'reset-password', element: pages.resetPassword },
          { path: 'app', element: pages.app },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
