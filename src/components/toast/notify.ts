/**
 * Toasts (spec sections 4 and 9): success 2 s, coupon success 4 s, error 4 s, loading until
 * dismissed. Each toast shown is also an action, so the log knows what the user was told.
 */
import { useMemo } from 'react';
import { TOAST_MS } from '../../../store/constants';
import { useAppDispatch } from '../../../store/hooks';
import { toastShown, type ToastKind } from '../../../store/ui/uiSlice';
import { openToasterGate } from './toasterGate';

export const TOAST_OPTIONS: Record<ToastKind, { duration: number }> = {
  success: { duration: TOAST_MS.success },
  couponSuccess: { duration: TOAST_MS.couponSuccess },
  error: { duration: TOAST_MS.error },
  loading: { duration: Infinity },
};

// The toast library loads with the first toast, not with the first page (its chunk is the
// toaster's). Calls made before it arrives run in order once it has: show, then dismiss.
let library: Promise<typeof import('react-hot-toast')> | null = null;
const toastLibrary = () =>
  (library ??= import(/* webpackChunkName: "toaster" */ 'react-hot-toast'));
// Our own ids, so that the id is known (and recorded) before the library is.
let shown = 0;

export type Notify = Record<ToastKind, (message: string) => string> & {
  dismiss: (id: string) => void;
};

export function useNotify(): Notify {
  const dispatch = useAppDispatch();
  return useMemo(() => {
    const show = (kind: ToastKind) => (message: string) => {
      openToasterGate();
      const id = `toast-${++shown}`;
      const options = { ...TOAST_OPTIONS[kind], id };
      void toastLibrary().then(({ default: toast }) => {
        if (kind === 'error') toast.error(message, options);
        else if (kind === 'loading') toast.loading(message, options);
        else toast.success(message, options);
      });
      dispatch(toastShown({ id, kind, message }));
      return id;
    };
    return {
      success: show('success'),
      couponSuccess: show('couponSuccess'),
      error: show('error'),
      loading: show('loading'),
      dismiss: (id: string) => void toastLibrary().then(({ default: toast }) => toast.dismiss(id)),
    };
  }, [dispatch]);
}
