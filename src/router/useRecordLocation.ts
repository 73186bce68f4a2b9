/** Every location the router shows becomes a `router/locationChanged` action. */
import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { useAppDispatch } from '../../store/hooks';
import { locationChanged } from '../../store/router/routerSlice';

export function useRecordLocation() {
  const dispatch = useAppDispatch();
  const { key, pathname, search, hash } = useLocation();
  const action = useNavigationType();
  // Once per history entry shown, even when an effect runs twice (StrictMode).
  const lastKey = useRef<string | null>(null);
  useEffect(() => {
    if (key === lastKey.current) return;
    lastKey.current = key;
    dispatch(locationChanged({ location: { pathname, search, hash }, action }));
  }, [dispatch, key, pathname, search, hash, action]);
}
