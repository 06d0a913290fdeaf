// The live threat-map modal of spec §4, always present in the shell and
// opened through the dialogs service (openThreatMap() in lib/dialogs.ts).
// Modal gives the close paths (× button, backdrop, Escape), the focus trap
// and the scroll lock released after both exit animations. Its content is
// only mounted while open, so every opening starts a fresh ThreatMapFrame:
// loading state, new 2500 ms deadline, and the timer cleared on close.
//
// Keyboard note: while focus is inside the cross-origin frame, key presses
// belong to the other site and Escape cannot reach the dialog; Shift+Tab
// leads back to the × button, which comes first in the dialog.
import { useId } from 'react';
import { closeDialog, useDialogOpen } from '../../lib/dialogs';
import { useSite } from '../../lib/site';
import Modal from '../ui/Modal';
import ThreatMapFrame from './ThreatMapFrame';
import './ThreatMapModal.css';

export default function ThreatMapModal() {
  const open = useDialogOpen('threatMap');
  const site = useSite();
  const headingId = useId();
  const descriptionId = useId();
  return (
    <Modal
      open={open}
      onClose={closeDialog}
      labelledBy={headingId}
      describedBy={descriptionId}
      size="wide"
      className="threat-map-modal"
    >
      <h2 id={headingId} className="threat-map-modal__title">
        Carte des cybermenaces en direct
      </h2>
      <p id={descriptionId} className="threat-map-modal__intro">
        Les cyberattaques détectées dans le monde en temps réel, affichées depuis un site externe spécialisé.
      </p>
      <ThreatMapFrame url={site.threatMapUrl} />
    </Modal>
  );
}
