// The theme panel of spec §3/§4: colour theme and display settings, each
// stored in localStorage under the spec's key; the panel's own open state is
// stored too. The layout rules' alerts are shown by LayoutRuleDialog.
import { useEffect, useId, useState } from 'react';
import Icon from './Icon';
import { PANEL_KEY, THEME_NAMES, THEMES, type FlagKey } from './displaySettings';
import { useShell } from './shellContext';
import { localStore } from '../../lib/safeStorage';
import './ThemePanel.css';

const SWITCHES: { key: FlagKey; label: string }[] = [
  { key: 'appDarkMode', label: 'Mode sombre' },
  { key: 'appHeaderFixed', label: 'En-tête fixe' },
  { key: 'appHeaderInverse', label: 'En-tête inversé' },
  { key: 'appSidebarFixed', label: 'Menu latéral fixe' },
  { key: 'appSidebarMinified', label: 'Menu latéral réduit' },
  { key: 'appSidebarGrid', label: 'Menu latéral en grille' },
  { key: 'appGradientEnabled', label: 'Dégradés' },
  { key: 'appRtlMode', label: 'Sens de lecture de droite à gauche' },
];

export default function ThemePanel() {
  const { settings, change } = useShell();
  const id = useId();
  const [open, setOpen] = useState(false);

  // The stored open state is read after hydration (the server cannot know it).
  useEffect(() => {
    if (localStore.getItem(PANEL_KEY) === 'true') setOpen(true);
  }, []);

  const toggle = () => {
    const next = !open;
    setOpen(next);
    localStore.setItem(PANEL_KEY, String(next));
  };

  return (
    <div className="theme-panel" data-open={open}>
      <button
        type="button"
        className="theme-panel__toggle"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={toggle}
      >
        <Icon name="cog" />
        <span className="visually-hidden">Réglages d'affichage</span>
      </button>
      <section className="theme-panel__body" id={`${id}-panel`} aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>Réglages d'affichage</h2>
        <fieldset className="theme-panel__themes">
          <legend>Couleur du thème</legend>
          {THEMES.map((theme) => (
            <label key={theme} className="theme-panel__swatch" data-swatch={theme} title={THEME_NAMES[theme]}>
              <input
                type="radio"
                name={`${id}-theme`}
                value={theme}
                checked={settings.appTheme === theme}
                onChange={() => change('appTheme', theme)}
              />
              <span className="visually-hidden">{THEME_NAMES[theme]}</span>
            </label>
          ))}
        </fieldset>
        <ul className="theme-panel__switches">
          {SWITCHES.map(({ key, label }) => (
            <li key={key}>
              <label>
                <input
                  type="checkbox"
                  role="switch"
                  name={key}
                  checked={settings[key]}
                  onChange={(event) => change(key, event.target.checked)}
                />
                {label}
              </label>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
