// The optional top menu of spec §2: the same menu model as the sidebar, as a
// bar under the header. From 768 px (spec §9) it is always shown, groups open
// as dropdowns (one at a time), or as mega menus (MegaMenuEntry.tsx) where
// content/layout.json says megaMenu; below, the header's button toggles it.
import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router-dom';
import MenuEntry from './MenuEntry';
import MegaMenuEntry from './MegaMenuEntry';
import { buildMenu, MEGA_MENU, toggleGroup } from './menuModel';
import { useShell } from './shellContext';
import { usePageProps } from '../../lib/pageProps';
import './TopMenu.css';

export const TOP_MENU_ID = 'app-top-menu';

export default function TopMenu() {
  const { topMenuOpen } = useShell();
  const { nav } = usePageProps();
  const menu = useMemo(
    () => buildMenu(nav.links).filter((item) => item.kind === 'link' || item.kind === 'group'),
    [nav.links],
  );
  const location = useLocation();
  const id = useId();
  const [open, setOpen] = useState<Set<string>>(() => new Set());

  // A navigation closes the dropdowns.
  useEffect(() => {
    setOpen(new Set());
  }, [location.pathname]);

  return (
    <nav
      className="app-top-menu"
      id={TOP_MENU_ID}
      aria-label="Menu du haut"
      data-mobile-open={topMenuOpen}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key === 'Escape') setOpen(new Set());
      }}
    >
      <ul className="menu menu--horizontal">
        {menu.map((item) =>
          MEGA_MENU && item.kind === 'group' ? (
            <MegaMenuEntry
              key={item.id}
              item={item}
              expanded={open.has(item.id)}
              onToggle={(groupId) => setOpen((current) => toggleGroup(current, groupId))}
            />
          ) : (
            <MenuEntry
              key={item.id}
              item={item}
              open={open}
              onToggle={(groupId) => setOpen((current) => toggleGroup(current, groupId))}
              idPrefix={`${id}-top`}
            />
          ),
        )}
      </ul>
    </nav>
  );
}
