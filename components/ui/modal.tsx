'use client';

import { clsx } from 'clsx';
import { useEffect, useRef, type ReactNode } from 'react';

type ModalProps = {
  open: boolean;
  /** Escape, a click on the backdrop or the close button; absent: only a choice inside closes it. */
  onDismiss?: () => void;
  labelledBy: string;
  describedBy?: string;
  /**
   * Modal (default): the page behind is inert. Non-modal: the page stays usable
   * and the dialog sits at the bottom, as on the legal pages.
   */
  modal?: boolean;
  className?: string;
  /**
   * Shown, inert and not yet modal, in the server's HTML so it paints with the
   * page; `open` takes over once the browser knows (the consent overlay before
   * the stored choice is read). Marked for the pre-paint hint in app/layout.tsx.
   */
  prepainted?: boolean;
  children: ReactNode;
};

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

// The native <dialog> gives the top layer, an inert page behind showModal()
// and Escape handling. On top of it: Tab wraps inside (Chromium would move on
// to the browser's own UI), and focus goes back to where it came from.
export function Modal({
  open,
  onDismiss,
  labelledBy,
  describedBy,
  modal = true,
  className,
  prepainted = false,
  children,
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const openRef = useRef(open);

  useEffect(() => {
    openRef.current = open;
    const dialog = ref.current;
    if (!dialog || !open) return;
    dialog.style.removeProperty('display');
    const opener = document.activeElement as HTMLElement | null;
    if (modal) dialog.showModal();
    else dialog.show();
    // Start reading at the content, not on the first button.
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus({ preventScroll: true });
    // Opening it and focusing inside scrolled the bottom sheet (max-h-[50dvh]) in
    // Firefox to the focused block, past its heading when the block is taller than
    // the sheet (342 px at 375 px wide): it opens at its top.
    dialog.scrollTop = 0;
    return () => {
      dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [open, modal]);

  // Chromium closes a dialog on a second Escape even when `cancel` was
  // prevented. A dialog that must stay open is opened again.
  function onClose() {
    const dialog = ref.current;
    if (!openRef.current || !dialog || dialog.open) return;
    if (onDismiss) onDismiss();
    else if (modal) dialog.showModal();
    else dialog.show();
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab' || !modal) return;
    const focusable = Array.from(ref.current!.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
      (element) => element.offsetParent !== null,
    );
    if (focusable.length === 0) return;
    const first = focusable[0]!;
    const last = focusable[focusable.length - 1]!;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !ref.current!.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !ref.current!.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onKeyDown={onKeyDown}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onDismiss?.();
      }}
      onClick={(event) => {
        // A click on the ::backdrop lands on the dialog element itself.
        if (event.target === ref.current && modal) onDismiss?.();
      }}
      open={prepainted || undefined}
      inert={prepainted || undefined}
      data-prepainted={prepainted || undefined}
      className={clsx(
        'text-ink backdrop:bg-brand-900/60',
        modal
          ? // Fixed also outside the top layer, for the prepainted state.
            'fixed inset-0 z-50 m-0 h-dvh max-h-none w-full max-w-none bg-white p-0'
          : 'fixed inset-x-0 top-auto bottom-0 z-40 m-0 max-h-[50dvh] w-full max-w-none overflow-y-auto border-t border-brand-100 bg-white shadow-2xl',
        className,
      )}
    >
      {(open || prepainted) && children}
      {prepainted && <span hidden data-end />}
    </dialog>
  );
}

/**
 * Hides the dialog around `target` at once, for a choice that closes it: the
 * click's frame paints without it, and the owner's work (React closing and
 * unmounting it, the choice's effects) can follow that paint instead of
 * holding it (`afterNextPaint`). The owner's state closes it for good; the
 * next opening shows it again.
 */
export function hideAtOnce(target: Element) {
  target.closest('dialog')?.style.setProperty('display', 'none');
}

/** Runs `work` once the browser has painted the next frame. */
export function afterNextPaint(work: () => void) {
  requestAnimationFrame(() => setTimeout(work));
}
