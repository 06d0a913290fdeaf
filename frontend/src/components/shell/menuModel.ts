// The menu model of spec §2, drawn from the layout file (content/layout.json:
// which routes, in which groups, with which icons) and the route table
// (content/routes.json: every route's url) and the page props (props.nav.links:
// the links' texts, edited in Wagtail; a route without one there, the home
// page, is named as in the site map). There is no second copy of the routes: a
// menu item only names a route key. Pure logic, no React.
import layout from '../../../../content/layout.json';
import { routeByKey } from '../../routeTable';

/** One entry of the sidebar or the top menu (spec §2 "Menu items"). */
export interface MenuItem {
  /** Stable id, the item's position: "2", "2.0", "2.0.1". */
  id: string;
  kind: 'link' | 'group' | 'header' | 'divider';
  title: string;
  /** Route path, for links. */
  url?: string;
  icon?: string;
  img?: string;
  /** Short text shown beside the title (e.g. "24 h"). */
  label?: string;
  badge?: string;
  /** Groups show a caret. */
  caret: boolean;
  highlight: boolean;
  submenu: MenuItem[];
  /** Initial state of a group's submenu. */
  state: 'expand' | 'collapse';
}

interface RawItem {
  route?: string;
  title?: string;
  header?: string;
  divider?: boolean;
  icon?: string;
  img?: string;
  label?: string;
  badge?: string;
  caret?: boolean;
  highlight?: boolean;
  state?: string;
  submenu?: RawItem[];
}

/** The links' texts by route key (props.nav.links). */
export type LinkTexts = Record<string, string>;

function toItem(raw: RawItem, id: string, texts: LinkTexts): MenuItem {
  const submenu = (raw.submenu ?? []).map((child, index) => toItem(child, `${id}.${index}`, texts));
  const base = {
    id,
    icon: raw.icon,
    img: raw.img,
    label: raw.label,
    badge: raw.badge,
    highlight: raw.highlight ?? false,
    submenu,
    state: raw.state === 'expand' ? ('expand' as const) : ('collapse' as const),
  };
  if (raw.divider) return { ...base, kind: 'divider', title: '', caret: false };
  if (raw.header) return { ...base, kind: 'header', title: raw.header, caret: false };
  if (raw.route) {
    const route = routeByKey(raw.route);
    return {
      ...base,
      kind: 'link',
      title: texts[route.key] ?? route.label,
      url: route.path,
      caret: false,
    };
  }
  return {
    ...base,
    kind: 'group',
    title: raw.title ?? '',
    caret: raw.caret ?? true,
  };
}

/** Spec §2 layout defaults: the top menu's groups open as mega menus. */
export const MEGA_MENU: boolean = layout.layout.megaMenu;

export function buildMenu(texts: LinkTexts, items: RawItem[] = layout.menu): MenuItem[] {
  return items.map((raw, index) => toItem(raw, String(index), texts));
}

/** Whether an item or one of its descendants links to this path. */
export function containsPath(item: MenuItem, path: string): boolean {
  return item.url === path || item.submenu.some((child) => containsPath(child, path));
}

export interface FilterResult {
  /** Items left: matches, and the groups on the way to them. */
  items: MenuItem[];
  /** Ids of the groups to expand: every group that holds a match. */
  expanded: Set<string>;
}

/** Ids of a group and of every group inside it. */
function groupIds(item: MenuItem): string[] {
  return item.kind === 'group' ? [item.id, ...item.submenu.flatMap(groupIds)] : [];
}

/**
 * Spec §5 menu filter: case-insensitive match on titles; matching items are
 * shown and every group that holds a match is expanded, so that the matching
 * links are on screen. A group whose own title matches keeps all its items
 * and opens down to its links. An empty filter restores everything. Headers
 * and dividers only show with an empty filter.
 */
export function filterMenu(items: MenuItem[], query: string): FilterResult {
  const needle = query.trim().toLocaleLowerCase('fr');
  const expanded = new Set<string>();
  if (!needle) return { items, expanded };

  const keep = (item: MenuItem): MenuItem | null => {
    if (item.kind === 'header' || item.kind === 'divider') return null;
    if (item.title.toLocaleLowerCase('fr').includes(needle)) {
      for (const id of groupIds(item)) expanded.add(id);
      return item;
    }
    const children = item.submenu.map(keep).filter((child): child is MenuItem => child !== null);
    if (children.length === 0) return null;
    expanded.add(item.id);
    return { ...item, submenu: children };
  };
  return {
    items: items.map(keep).filter((item): item is MenuItem => item !== null),
    expanded,
  };
}

/**
 * Accordion (spec §4): opening a group closes its siblings, at every level;
 * closing a group keeps its siblings closed. Ids are positions, so a sibling
 * is any open id with the same parent prefix and depth.
 */
export function toggleGroup(open: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(open);
  if (next.has(id)) {
    for (const other of open) if (other === id || other.startsWith(id + '.')) next.delete(other);
    return next;
  }
  const parent = id.includes('.') ? id.slice(0, id.lastIndexOf('.')) : '';
  const depth = id.split('.').length;
  for (const other of open) {
    const otherParent = other.includes('.') ? other.slice(0, other.lastIndexOf('.')) : '';
    if (other.split('.').length === depth && otherParent === parent) {
      for (const inner of open) if (inner === other || inner.startsWith(other + '.')) next.delete(inner);
    }
  }
  next.add(id);
  return next;
}

/** Groups open at first: those marked "expand" and those holding the current page. */
export function initiallyOpen(items: MenuItem[], path: string): Set<string> {
  const marked: string[] = [];
  const current: string[] = [];
  const walk = (list: MenuItem[]) => {
    for (const item of list) {
      if (item.kind !== 'group') continue;
      if (containsPath(item, path)) current.push(item.id);
      else if (item.state === 'expand') marked.push(item.id);
      walk(item.submenu);
    }
  };
  walk(items);
  // The accordion holds from the start (one open group per level), and the
  // groups leading to the current page win over those marked "expand".
  let result = new Set<string>();
  for (const id of [...marked, ...current]) result = toggleGroup(result, id);
  return result;
}
