/** Every location the router shows becomes a `router/locationChanged` action. */
import { useEffect } from 'react';
import type { createBrowserRouter } from 'react-router-dom';
import { useAppDispatch } from '../../store/hooks';
import { locationChanged } from '../../store/router/routerSlice';

type Router = ReturnType<typeof createBrowserRouter>;

export function useRecordLocation(router: Router) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    let lastKey: string | null = null;
    const record = (state: Router['state']) => {
      const { key, pathname, search, hash } = state.location;
      if (key === lastKey) return;
      lastKey = key;
      dispatch(
        locationChanged({ location: { pathname, search, hash }, action: state.historyAction }),
      );
    };
    record(router.state);
    return router.subscribe(record);
  }, [router, dispatch]);
}
