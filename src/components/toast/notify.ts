/**
 * Toasts (spec sections 4 and 9): success 2 s, coupon success 4 s, error 4 s, loading until
 * dismissed. Each toast shown is also an action, so the log knows what the user was told.
 */
import { useMemo } from 'react';
import toast from 'react-hot-toast';
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

export type Notify = Record<ToastKind, (message: string) => string> & {
  dismiss: (id: string) => void;
};

export function useNotify(): Notify {
  const dispatch = useAppDispatch();
  return useMemo(() => {
    const show = (kind: ToastKind) => (message: string) => {
      openToasterGate();
      const options = TOAST_OPTIONS[kind];
      const id =
        kind === 'error'
          ? toast.error(message, options)
          : kind === 'loading'
            ? toast.loading(message, options)
            : toast.success(message, options);
      dispatch(toastShown({ id, kind, message }));
      return id;
    };
    return {
      success: show('success'),
      couponSuccess: show('couponSuccess'),
      error: show('error'),
      loading: show('loading'),
      dismiss: (id: string) => toast.dismiss(id),
    };
  }, [dispatch]);
}
