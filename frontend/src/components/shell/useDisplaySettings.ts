// The visitor's display settings (spec §3) as React state. display-boot.js
// has already put them on <html> before first paint; this hook reads the same
// storage after hydration, applies each change to <html> and stores it, and
// reports the spec §4 layout-rule alert when a rule applied.
import { useCallback, useEffect, useState } from 'react';
import {
  applyToDocument,
  changeSetting,
  defaultSettings,
  readSettings,
  storeSettings,
  type DisplaySettings,
} from './displaySettings';
import { localStore } from '../../lib/safeStorage';

const DARK_QUERY = '(prefers-color-scheme: dark)';

export function useDisplaySettings() {
  // The server knows nothing of the visitor's storage: it renders the
  // defaults, and the first effect reads the real settings.
  const [settings, setSettings] = useState<DisplaySettings>(() => defaultSettings(false));
  const [alert, setAlert] = useState<string | null>(null);

  useEffect(() => {
    const media = window.matchMedia(DARK_QUERY);
    setSettings(readSettings(localStore, media.matches));
    // Without a stored choice, dark mode follows the system live.
    const onChange = () => setSettings(readSettings(localStore, media.matches));
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, []);

  const change = useCallback(
    <K extends keyof DisplaySettings>(key: K, value: DisplaySettings[K]) => {
      const result = changeSetting(settings, key, value);
      storeSettings(localStore, result);
      applyToDocument(result.settings);
      setSettings(result.settings);
      if (result.alert) setAlert(result.alert);
    },
    [settings],
  );

  return {
    settings,
    change,
    alert,
    dismissAlert: useCallback(() => setAlert(null), []),
  };
}
