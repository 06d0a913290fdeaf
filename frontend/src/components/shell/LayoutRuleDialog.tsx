// The spec §4 layout-rule alerts as an accessible dialog (the site's Modal:
// focus kept inside, Escape closes, focus back to the switch). The alert
// text is the spec's, in English, marked as such for screen readers.
import { useId, useState } from 'react';
import Modal from '../ui/Modal';

export default function LayoutRuleDialog({ message, onClose }: { message: string | null; onClose: () => void }) {
  const id = useId();
  // The text stays during the exit animation, after message went back to null.
  const [shown, setShown] = useState(message);
  if (message !== null && message !== shown) setShown(message);
  return (
    <Modal open={message !== null} onClose={onClose} labelledBy={`${id}-title`} describedBy={`${id}-text`}>
      <h2 id={`${id}-title`}>Option de mise en page ajustée</h2>
      <p id={`${id}-text`} lang="en">
        {shown}
      </p>
      <button type="button" className="button" onClick={onClose}>
        Compris
      </button>
    </Modal>
  );
}
