/**
 * A menu that opens on hover or click and closes 150 ms after the pointer leaves
 * (spec section 9), on Escape, or on a click outside.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { MENU_HOVER_TIMEOUT_MS } from '../../../store/constants';

export function useHoverMenu<T extends HTMLElement>() {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // A click on a menu the pointer has just opened keeps it open instead of closing it.
  const openedByHover = useRef(false);
  const root = useRef<T>(null);

  const cancel = () => clearTimeout(timer.current);
  const close = useCallback(() => {
    clearTimeout(timer.current);
    setOpen(false);
  }, []);

  useEffect(() => {
    if (!open) return;
    const onDown = (event: MouseEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) close();
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open, close]);
  useEffect(() => () => clearTimeout(timer.current), []);

  return {
    open,
    close,
    toggle: () => {
      if (open && openedByHover.current) openedByHover.current = false;
      else setOpen(!open);
    },
    rootProps: {
      ref: root,
      onMouseEnter: () => {
        cancel();
        if (!open) openedByHover.current = true;
        setOpen(true);
      },
      onMouseLeave: () => {
        cancel();
        timer.current = setTimeout(() => {
          openedByHover.current = false;
          setOpen(false);
        }, MENU_HOVER_TIMEOUT_MS);
      },
      onKeyDown: (event: React.KeyboardEvent) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          close();
        }
      },
    },
  };
}
