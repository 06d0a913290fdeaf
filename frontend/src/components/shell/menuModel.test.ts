// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../routeTable';
import navigation from '../../../../content/navigation.json';
import { buildMenu, filterMenu, initiallyOpen, toggleGroup, type MenuItem } from './menuModel';

const MENU = buildMenu(navigation.links);

function titles(items: MenuItem[]): string[] {
  return items.flatMap((item) => [item.title, ...titles(item.submenu)]).filter(Boolean);
}
function find(items: MenuItem[], title: string): MenuItem {
  for (const item of items) {
    if (item.title === title) return item;
    const inner = item.submenu.length ? find(item.submenu, title) : null;
    if (inner) return inner;
  }
  return null as unknown as MenuItem;
}

describe('menu model (spec §2)', () => {
  it('takes every link url from the route table, its text from the words given (props.nav)', () => {
    const links = (function walk(items: MenuItem[]): MenuItem[] {
      return items.flatMap((item) => [...(item.kind === 'link' ? [item] : []), ...walk(item.submenu)]);
    })(MENU);
    expect(links.length).toBeGreaterThan(5);
    for (const link of links) {
      const route = ROUTES.find((r) => r.path === link.url);
      expect(route, link.url).toBeDefined();
      expect(link.title).toBe(navigation.links[route?.key as keyof typeof navigation.links] ?? route?.label);
    }
  });

  it('names a link with the words given, the published ones', () => {
    const edited = buildMenu({ ...navigation.links, contact: 'Nous joindre' });
    expect(find(edited, 'Nous joindre')).toMatchObject({ kind: 'link', url: '/contact' });
  });

  it('has headers, a divider, groups with a caret, a label and a highlight', () => {
    expect(MENU.map((item) => item.kind)).toContain('header');
    expect(MENU.map((item) => item.kind)).toContain('divider');
    const solutions = find(MENU, 'Solutions');
    expect(solutions).toMatchObject({
      kind: 'group',
      caret: true,
      state: 'expand',
    });
    expect(find(MENU, 'Contact').label).toBe('24 h');
    expect(find(MENU, 'Cybersécurité').highlight).toBe(true);
  });
});

describe('menu filter (spec §5)', () => {
  it('matches titles case-insensitively and expands the parents of a match', () => {
    const { items, expanded } = filterMenu(MENU, 'cyber');
    expect(titles(items)).toEqual(['Solutions', 'Services managés', 'Cybersécurité']);
    expect(expanded).toEqual(new Set([find(MENU, 'Solutions').id, find(MENU, 'Services managés').id]));
    expect(titles(filterMenu(MENU, 'TÉLÉPHONIE').items)).toContain('Téléphonie');
  });

  it('opens a group whose own title matches, down to its links (issue 18: it came back closed)', () => {
    const solutions = find(MENU, 'Solutions');
    const { items, expanded } = filterMenu(MENU, 'solutions');
    expect(items.map((item) => item.title)).toEqual(['Solutions']);
    expect(expanded).toEqual(new Set([solutions.id, ...solutions.submenu.map((group) => group.id)]));
    const legal = filterMenu(MENU, 'légal');
    expect(legal.expanded).toContain(find(MENU, 'Légal & Politique').id);
    expect(titles(legal.items)).toEqual(['Légal & Politique', 'Mentions légales', 'Confidentialité', 'Cookies']);
  });

  it('an empty filter restores everything', () => {
    expect(filterMenu(MENU, '').items).toBe(MENU);
    expect(filterMenu(MENU, '   ').expanded.size).toBe(0);
  });

  it('finds nothing for an unknown word', () => {
    expect(filterMenu(MENU, 'zzz').items).toEqual([]);
  });
});

describe('accordion (spec §4)', () => {
  it('keeps one open submenu per level', () => {
    let open = toggleGroup(new Set(), '2');
    open = toggleGroup(open, '2.0');
    expect([...open].sort()).toEqual(['2', '2.0']);
    open = toggleGroup(open, '2.1');
    expect([...open].sort()).toEqual(['2', '2.1']);
    open = toggleGroup(open, '6');
    expect([...open]).toEqual(['6']);
    expect([...toggleGroup(open, '6')]).toEqual([]);
  });

  it('opens the groups leading to the current page first', () => {
    const cyber = find(MENU, 'Services managés');
    expect([...initiallyOpen(MENU, '/cybersecurite')].sort()).toEqual([find(MENU, 'Solutions').id, cyber.id]);
    expect([...initiallyOpen(MENU, '/cookies')]).toEqual([find(MENU, 'Légal & Politique').id]);
    expect([...initiallyOpen(MENU, '/home')]).toEqual([find(MENU, 'Solutions').id]);
  });
});
