// The buttons the shell adds to the header (spec §2): the sidebar toggle
// (mobile), the top menu toggle (mobile), the language dropdown and the
// right sidebar toggle, each only when its part is on.
import Icon from './Icon';
import LanguageSelector from './LanguageSelector';
import { RIGHT_SIDEBAR_ID } from './RightSidebar';
import { TOP_MENU_ID } from './TopMenu';
import { useShell } from './shellContext';
import type { Language } from './languages';
import './HeaderTools.css';

export interface HeaderToolsProps {
  language: Language | null;
  onChooseLanguage: (language: Language) => void;
}

export default function HeaderTools({ language, onChooseLanguage }: HeaderToolsProps) {
  const { parts, sidebarOpen, setSidebarOpen, rightOpen, setRightOpen, topMenuOpen, setTopMenuOpen } = useShell();
  return (
    <div className="header-tools">
      {parts.includes('sidebar') && (
        <button
          type="button"
          className="shell-icon-button header-tools__mobile"
          aria-expanded={sidebarOpen}
          aria-controls="app-sidebar"
          onClick={() => setSidebarOpen(!sidebarOpen)}
        >
          <Icon name="menu" />
          <span className="visually-hidden">Menu latéral</span>
        </button>
      )}
      {parts.includes('topMenu') && (
        <button
          type="button"
          className="shell-icon-button header-tools__mobile"
          aria-expanded={topMenuOpen}
          aria-controls={TOP_MENU_ID}
          onClick={() => setTopMenuOpen(!topMenuOpen)}
        >
          <Icon name="grid" />
          <span className="visually-hidden">Menu du haut</span>
        </button>
      )}
      {parts.includes('languageSelector') && <LanguageSelector current={language} onChoose={onChooseLanguage} />}
      {parts.includes('rightSidebar') && (
        <button
          type="button"
          className="shell-icon-button"
          aria-expanded={rightOpen}
          aria-controls={RIGHT_SIDEBAR_ID}
          onClick={() => setRightOpen(!rightOpen)}
        >
          <Icon name="panel" />
          <span className="visually-hidden">Panneau « Nous joindre »</span>
        </button>
      )}
    </div>
  );
}
