/** The toast area: at most 20 toasts shown (spec section 9); older ones are dismissed. */
import { useEffect } from 'react';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';
import { TOAST_LIMIT } from '../../../store/constants';

export function AppToaster() {
  const { toasts } = useToasterStore();
  useEffect(() => {
    toasts
      .filter((item) => item.visible)
      .slice(TOAST_LIMIT)
      .forEach((item) => toast.dismiss(item.id));
  }, [toasts]);
  return (
    <Toaster
      position="top-center"
      toastOptions={{ className: 'toast', ariaProps: { role: 'status', 'aria-live': 'polite' } }}
    />
  );
}
