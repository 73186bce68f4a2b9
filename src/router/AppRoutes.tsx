/**
 * The routed screens inside whichever router the page gives them (the browser's history, or
 * a memory one for tests and the support viewer), each location recorded as an action.
 * Declarative routing (`useRoutes`): the data router's loaders and actions are not used, and
 * leaving them out of the first page saves about 18 KB of gzipped JavaScript.
 */
import { useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { useRecordLocation } from './useRecordLocation';

export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  useRecordLocation();
  const { pathname } = useLocation();
  // An error the page's own boundary does not hold (the layout's, the header's) shows the
  // router's error page, as the data router's default boundary did, not a blank screen.
  return (
    <ErrorBoundary variant="router" resetKey={pathname}>
      {useRoutes(routes)}
    </ErrorBoundary>
  );
}
