// One item of the menu model (menuModel.ts), for the sidebar and the top
// menu: a link, a group with its submenu (accordion), a header or a divider.
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import Icon from './Icon';
import type { MenuItem } from './menuModel';
import './MenuEntry.css';

export interface MenuEntryProps {
  item: MenuItem;
  /** Ids of open groups. */
  open: ReadonlySet<string>;
  onToggle: (id: string) => void;
  /** Prefix of element ids, one per menu on the page. */
  idPrefix: string;
  /** Extra handlers for a top-level group (the minified sidebar's floating submenu). */
  groupProps?: (item: MenuItem) => Record<string, unknown>;
}

function Extras({ item }: { item: MenuItem }): ReactNode {
  return (
    <>
      {item.label && <span className="menu__label">{item.label}</span>}
      {item.badge && <span className="menu__badge">{item.badge}</span>}
    </>
  );
}

export default function MenuEntry({ item, open, onToggle, idPrefix, groupProps }: MenuEntryProps) {
  if (item.kind === 'divider') return <li className="menu__divider" aria-hidden="true" />;
  if (item.kind === 'header') return <li className="menu__header">{item.title}</li>;

  const media = (
    <>
      {item.img ? <img className="menu__img" src={item.img} alt="" width={20} height={20} /> : null}
      {item.icon ? <Icon name={item.icon} /> : null}
    </>
  );
  const className = `menu__item${item.highlight ? ' menu__item--highlight' : ''}`;

  if (item.kind === 'link') {
    return (
      <li className={className}>
        <NavLink to={item.url ?? '/'} className="menu__link">
          {media}
          <span className="menu__title">{item.title}</span>
          <Extras item={item} />
        </NavLink>
      </li>
    );
  }

  const expanded = open.has(item.id);
  const submenuId = `${idPrefix}-sub-${item.id.replaceAll('.', '-')}`;
  return (
    <li className={`${className} menu__item--group`} data-open={expanded} {...groupProps?.(item)}>
      <button
        type="button"
        className="menu__link"
        aria-expanded={expanded}
        aria-controls={submenuId}
        onClick={() => onToggle(item.id)}
      >
        {media}
        <span className="menu__title">{item.title}</span>
        <Extras item={item} />
        {item.caret && <Icon name="chevron" className="menu__caret" />}
      </button>
      {/* Spec §9: 300 ms slide (CSS); a closed submenu is hidden from every user. */}
      <div className="menu__slide" data-open={expanded} id={submenuId}>
        <ul className="menu__submenu">
          {item.submenu.map((child) => (
            <MenuEntry key={child.id} item={child} open={open} onToggle={onToggle} idPrefix={idPrefix} />
          ))}
        </ul>
      </div>
    </li>
  );
}
