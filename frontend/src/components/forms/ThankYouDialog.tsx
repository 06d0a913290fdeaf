// The lead form's thank-you dialog (spec §4): three lines, closes by itself
// after 3000 ms or by its close button (and Escape / backdrop, as every modal).
import { useEffect, useId } from 'react';
import Modal from '../ui/Modal';
import './ThankYouDialog.css';

/** Spec §9: thank-you dialog auto-close. */
export const THANK_YOU_AUTO_CLOSE_MS = 3000;

export interface ThankYouDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called by the timer, the close button, Escape or a backdrop click. */
  onClose: () => void;
}

export default function ThankYouDialog({ open, onClose }: ThankYouDialogProps) {
  const id = useId();

  useEffect(() => {
    if (!open) return;
    const timer = window.setTimeout(onClose, THANK_YOU_AUTO_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [open, onClose]);

  return (
    <Modal open={open} onClose={onClose} labelledBy={`${id}-title`} describedBy={`${id}-text`} className="thank-you">
      <h2 id={`${id}-title`} className="thank-you__title">
        Merci !
      </h2>
      <p id={`${id}-text`}>Votre demande a bien été envoyée. Nous revenons vers vous sous 24 h.</p>
      <p className="thank-you__note">Fermeture automatique…</p>
    </Modal>
  );
}
