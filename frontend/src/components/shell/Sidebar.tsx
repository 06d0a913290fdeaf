// The left sidebar of spec §2/§4/§5: profile block, menu filter, the menu
// (accordion, one open submenu per level), minify button (persisted) and,
// when minified, a floating submenu that hides 250 ms after the pointer left.
// On mobile (767 px and below) it slides over the page above a backdrop.
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router-dom';
import MenuEntry from './MenuEntry';
import SidebarProfile from './SidebarProfile';
import Icon from './Icon';
import { buildMenu, filterMenu, initiallyOpen, toggleGroup, type MenuItem } from './menuModel';
import { SIDEBAR_SCROLL_KEY } from './displaySettings';
import { useShell } from './shellContext';
import { localStore } from '../../lib/safeStorage';
import { usePageProps } from '../../lib/pageProps';
import './Sidebar.css';

/** Spec §9: floating submenu hide delay. */
export const FLOAT_HIDE_DELAY_MS = 250;

export default function Sidebar() {
  const { settings, change, sidebarOpen, setSidebarOpen } = useShell();
  const { nav } = usePageProps();
  const menu = useMemo(() => buildMenu(nav.links), [nav.links]);
  const minified = settings.appSidebarMinified;
  const location = useLocation();
  const id = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(() => initiallyOpen(menu, location.pathname));
  const [floating, setFloating] = useState<string | null>(null);
  const hideTimer = useRef<number | undefined>(undefined);
  const scroller = useRef<HTMLDivElement>(null);

  const filtered = useMemo(() => filterMenu(menu, query), [menu, query]);
  // While a filter is typed, the groups holding a match open, and a click
  // still opens or closes a group: the filter's groups are the starting
  // point, reset whenever the filter changes.
  const [filterOpen, setFilterOpen] = useState<{ query: string; open: Set<string> }>({ query: '', open: new Set() });
  if (filterOpen.query !== query) setFilterOpen({ query, open: filtered.expanded });
  const filtering = query.trim() !== '';
  const shownOpen = useMemo(() => {
    if (filtering) return filterOpen.open;
    if (!minified) return open;
    // Minified: top-level submenus only show as the floating one.
    const nested = [...open].filter((groupId) => groupId.includes('.'));
    return new Set(floating ? [...nested, floating] : nested);
  }, [filtering, filterOpen, minified, open, floating]);

  // Spec §3: the sidebar scroll position is stored.
  useEffect(() => {
    const element = scroller.current;
    const stored = Number(localStore.getItem(SIDEBAR_SCROLL_KEY));
    if (element && stored > 0) element.scrollTop = stored;
  }, []);
  useEffect(() => () => window.clearTimeout(hideTimer.current), []);

  const showFloating = (groupId: string) => {
    window.clearTimeout(hideTimer.current);
    setFloating(groupId);
  };
  const hideFloatingSoon = () => {
    window.clearTimeout(hideTimer.current);
    hideTimer.current = window.setTimeout(() => setFloating(null), FLOAT_HIDE_DELAY_MS);
  };

  const onToggle = (groupId: string) => {
    if (filtering) {
      const next = new Set(filterOpen.open);
      if (!next.delete(groupId)) next.add(groupId);
      setFilterOpen({ query, open: next });
    } else if (minified && !groupId.includes('.')) setFloating((current) => (current === groupId ? null : groupId));
    else setOpen((current) => toggleGroup(current, groupId));
  };

  const groupProps = (item: MenuItem) =>
    minified
      ? {
          onMouseEnter: () => showFloating(item.id),
          onMouseLeave: hideFloatingSoon,
          onKeyDown: (event: KeyboardEvent) => {
            if (event.key === 'Escape') setFloating(null);
          },
        }
      : {};

  return (
    <aside className="app-sidebar" id="app-sidebar" aria-label="Barre latérale" data-mobile-open={sidebarOpen}>
      <div
        className="app-sidebar__scroll"
        ref={scroller}
        onScroll={(event) => {
          // Where storage is blocked the position is simply not kept.
          localStore.setItem(SIDEBAR_SCROLL_KEY, String(Math.round(event.currentTarget.scrollTop)));
        }}
      >
        <SidebarProfile />
        <div className="app-sidebar__filter" role="search">
          <label htmlFor={`${id}-filter`} className="visually-hidden">
            Filtrer le menu
          </label>
          <Icon name="search" />
          <input
            id={`${id}-filter`}
            type="search"
            placeholder="Filtrer le menu…"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        <nav aria-label="Menu latéral">
          <ul className="menu">
            {filtered.items.map((item) => (
              <MenuEntry
                key={item.id}
                item={item}
                open={shownOpen}
                onToggle={onToggle}
                idPrefix={`${id}-menu`}
                groupProps={groupProps}
              />
            ))}
          </ul>
          {filtered.items.length === 0 && <p className="app-sidebar__empty">Aucune rubrique ne correspond.</p>}
        </nav>
      </div>
      <button
        type="button"
        className="app-sidebar__minify"
        aria-pressed={minified}
        onClick={() => {
          setFloating(null);
          change('appSidebarMinified', !minified);
        }}
      >
        <Icon name="minify" />
        <span className="app-sidebar__minify-text">Réduire le menu</span>
      </button>
      {sidebarOpen && (
        <button type="button" className="app-sidebar__close" onClick={() => setSidebarOpen(false)}>
          <Icon name="close" />
          <span className="visually-hidden">Fermer le menu latéral</span>
        </button>
      )}
    </aside>
  );
}
