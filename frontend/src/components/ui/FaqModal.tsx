// Spec §2 "Voir toutes les questions": every question of a FAQ in a
// full-screen modal. The shared Modal gives the close paths (Escape, backdrop,
// × button), the focus trap and the scroll lock released after both exit
// animations.
import { useId, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import type { Faq } from '../../content/types.generated';
import FaqList from './FaqList';
import Modal from './Modal';
import './FaqModal.css';

export interface FaqModalProps {
  /** Whether the modal is shown. */
  open: boolean;
  /** Escape, backdrop click or the × button. */
  onClose: () => void;
  /** The whole FAQ; its title is the modal heading. */
  faq: Faq;
}

const noSubscription = () => () => {};

export default function FaqModal({ open, onClose, faq }: FaqModalProps) {
  const headingId = useId();
  // The FAQ sits inside the page wrapper that Modal makes inert while a modal
  // is open, and an inert ancestor would disable the dialog too: the dialog
  // lives under <body> instead. Portals do not exist on the server, so it is
  // only mounted once the page is hydrated (it is never open before that).
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  if (!hydrated) return null;
  return createPortal(
    <Modal open={open} onClose={onClose} labelledBy={headingId} size="full" className="faq-modal">
      <div className="faq-modal__inner">
        <h2 id={headingId} className="faq-modal__title">
          {faq.title}
        </h2>
        <p className="faq-modal__count">{faq.items.length} questions et réponses</p>
        <FaqList items={faq.items} />
      </div>
    </Modal>,
    document.body,
  );
}
