// A top-level group of the top menu as a mega menu (spec §2 layout defaults:
// « mega menu on », content/layout.json layout.megaMenu): the disclosure
// pattern, a button with aria-expanded controlling a panel of links grouped by
// section (a group's subgroups are the panel's columns, its direct links a
// column of their own). Enter and Space toggle (a native button), Escape
// closes and gives the focus back to the button, Tab walks through the links.
// Without JavaScript the panel opens on hover and while the focus is inside
// (TopMenu.css, :focus-within), so every link stays reachable.
import { useId, useRef, type KeyboardEvent } from 'react';
import { NavLink } from 'react-router-dom';
import Icon from './Icon';
import type { MenuItem } from './menuModel';

export interface MegaMenuEntryProps {
  item: MenuItem;
  expanded: boolean;
  onToggle: (id: string) => void;
}

/** The panel's columns: one per subgroup, and the group's own links in a first one. */
export function megaColumns(item: MenuItem): { title: string; links: MenuItem[] }[] {
  const links = item.submenu.filter((child) => child.kind === 'link');
  const groups = item.submenu.filter((child) => child.kind === 'group');
  const flatten = (group: MenuItem): MenuItem[] =>
    group.submenu.flatMap((child) => (child.kind === 'link' ? [child] : flatten(child)));
  return [
    ...(links.length > 0 ? [{ title: item.title, links }] : []),
    ...groups.map((group) => ({ title: group.title, links: flatten(group) })),
  ];
}

export default function MegaMenuEntry({ item, expanded, onToggle }: MegaMenuEntryProps) {
  const panelId = `${useId()}-mega`;
  const button = useRef<HTMLButtonElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !expanded) return;
    event.stopPropagation();
    onToggle(item.id);
    button.current?.focus();
  };
  return (
    <li className="menu__item menu__item--group mega" data-open={expanded} onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className="menu__link"
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={() => onToggle(item.id)}
      >
        {item.icon ? <Icon name={item.icon} /> : null}
        <span className="menu__title">{item.title}</span>
        <Icon name="chevron" className="menu__caret" />
      </button>
      <div className="mega__panel" id={panelId} data-open={expanded}>
        {megaColumns(item).map((column, index) => (
          <div key={column.title} className="mega__column" role="group" aria-labelledby={`${panelId}-${index}`}>
            <p className="mega__heading" id={`${panelId}-${index}`}>
              {column.title}
            </p>
            <ul className="menu__submenu">
              {column.links.map((link) => (
                <li key={link.id} className={`menu__item${link.highlight ? ' menu__item--highlight' : ''}`}>
                  <NavLink to={link.url ?? '/'} className="menu__link">
                    {link.icon ? <Icon name={link.icon} /> : null}
                    <span className="menu__title">{link.title}</span>
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </li>
  );
}
