/**
 * The modal of the app (spec widths: confirm 440px, default 760px, coupon 320px):
 * labelled by its title, focus kept inside, Escape and the close button close it, and
 * focus returns to what opened it.
 */
import { createContext, useContext, useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { MODAL_WIDTH_PX } from '../../store/constants';
import { CloseIcon } from './icons';

export interface ModalProps {
  title: string;
  onClose: () => void;
  size?: keyof typeof MODAL_WIDTH_PX;
  children: ReactNode;
  role?: 'dialog' | 'alertdialog';
}

/**
 * Where modals are drawn: the page's body, or a container of their own (the support viewer
 * draws a player's screen, open dialog included, inside its frame, not over the panel).
 */
export const ModalHost = createContext<HTMLElement | null>(null);

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function Modal({ title, onClose, size = 'default', children, role = 'dialog' }: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const host = useContext(ModalHost);
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const first = panel.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel.current)?.focus();
    return () => opener?.focus?.();
  }, []);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close.current();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (items.length === 0) return;
    const first = items[0]!;
    const last = items[items.length - 1]!;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className="modal__backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={panel}
        className="modal"
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        style={{ maxWidth: MODAL_WIDTH_PX[size] }}
        onKeyDown={onKeyDown}
      >
        <div className="modal__head">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button type="button" className="icon-button" aria-label={t('close')} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        {children}
      </div>
    </div>,
    host ?? document.body,
  );
}
