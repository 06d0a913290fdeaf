// The one modal of the site, on the native <dialog> element: showModal()
// traps focus, makes the page behind inert, closes on Escape and gives focus
// back to the opener, all natively. On top of that (spec §2/§4):
// - a click on the backdrop closes it;
// - page scroll is locked while open and unlocked only after both exit
//   animations (dialog and backdrop) have ended;
// - the dialog lives in a portal under <body>, outside #page, because #page
//   is made inert while a modal is open and an inert ancestor would disable
//   the dialog too. Closed dialogs show nothing, so the server renders none
//   and the portal appears after hydration.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { lockScroll, unlockScroll } from '../../lib/scrollLock';
import { setBackgroundInert } from '../../lib/inertBackground';
import './Modal.css';

// The safety net when animationend never fires (animations switched off by a
// user stylesheet, for instance): well beyond the longest exit animation
// (spec §9: about 0.22 to 0.32 s) so that a busy page still ends them first.
const EXIT_FALLBACK_MS = 1000;

export interface ModalProps {
  /** Whether the modal is open. */
  open: boolean;
  /** Called on Escape, backdrop click or the close button. */
  onClose: () => void;
  /** id of the element that names the dialog (usually its heading). */
  labelledBy: string;
  /** Optional id of the element that describes it. */
  describedBy?: string;
  /** 'full' is the full-screen variant (FAQ "see all"). */
  size?: 'default' | 'wide' | 'full';
  /** Accessible name of the × button. */
  closeLabel?: string;
  /** Extra class on the dialog. */
  className?: string;
  /** Called once the exit animations are over and scroll is unlocked. */
  onClosed?: () => void;
  children: ReactNode;
}

export default function Modal({
  open,
  onClose,
  labelledBy,
  describedBy,
  size = 'default',
  closeLabel = 'Fermer',
  className,
  onClosed,
  children,
}: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const onClosedRef = useRef(onClosed);
  const [container, setContainer] = useState<HTMLElement | null>(null);
  // The content stays mounted until the exit animation is over, so that the
  // animation plays on the real content, not on an empty box.
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);

  // Set when the component itself goes away (the page changes while the
  // modal is open): its dialog leaves the DOM, no exit animation will end, so
  // the page is unlocked at once. React runs this cleanup before the one below.
  const unmountingRef = useRef(false);
  useEffect(() => {
    unmountingRef.current = false;
    setContainer(document.body);
    return () => {
      unmountingRef.current = true;
    };
  }, []);

  useEffect(() => {
    onClosedRef.current = onClosed;
  }, [onClosed]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open || !container) return;
    dialog.removeAttribute('data-closing');
    dialog.showModal();
    lockScroll();
    setBackgroundInert(true);

    return () => {
      // Closing: play the exit animations, then close and unlock.
      setBackgroundInert(false);
      dialog.setAttribute('data-closing', '');
      let pending = new Set(['dialog', 'backdrop']);
      let done = false;
      const finish = () => {
        if (done) return;
        done = true;
        dialog.removeEventListener('animationend', onEnd);
        window.clearTimeout(fallback);
        dialog.removeAttribute('data-closing');
        if (dialog.open) dialog.close();
        unlockScroll();
        setMounted(false);
        onClosedRef.current?.();
      };
      const onEnd = (event: AnimationEvent) => {
        if (event.target !== dialog) return;
        pending.delete(event.pseudoElement === '::backdrop' ? 'backdrop' : 'dialog');
        if (pending.size === 0) finish();
      };
      const fallback = window.setTimeout(() => {
        pending = new Set();
        finish();
      }, EXIT_FALLBACK_MS);
      if (unmountingRef.current) {
        finish();
        return;
      }
      dialog.addEventListener('animationend', onEnd);
    };
  }, [open, container]);

  if (!container) return null;
  return createPortal(
    <dialog
      ref={dialogRef}
      className={`modal modal--${size}${className ? ` ${className}` : ''}`}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onCancel={(event) => {
        // Escape: let React state drive the close so the exit animation runs.
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // The dialog box has no padding of its own: a click whose target is
        // the <dialog> itself landed on the backdrop.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {(open || mounted) && (
        <div className="modal__panel">
          <button type="button" className="modal__close" onClick={onClose}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">{closeLabel}</span>
          </button>
          {children}
        </div>
      )}
    </dialog>,
    container,
  );
}
