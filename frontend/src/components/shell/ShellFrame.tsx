// The page shell of spec §2 when at least one part is on (SITE_SHELL or
// content/layout.json): header with the shell's tools, optional top menu,
// left sidebar, routed content, optional right sidebar and theme panel.
// This module and everything it imports form one lazily loaded chunk: with
// every part off, none of it is downloaded (components/layout/Shell.tsx).
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import HeaderTools from './HeaderTools';
import LayoutRuleDialog from './LayoutRuleDialog';
import RightSidebar from './RightSidebar';
import Sidebar from './Sidebar';
import ThemePanel from './ThemePanel';
import TopMenu from './TopMenu';
import { languageCookie, readLanguage, untranslatedNotice, type Language } from './languages';
import { ShellContext, SIDEBAR_MOBILE_QUERY, type ShellState } from './shellContext';
import { useDisplaySettings } from './useDisplaySettings';
import { cookieNotes } from './cookieNotes';
import { ShellCookieNotesContext } from '../../lib/shellCookieNotes';
import './themes.css';
import './ShellFrame.css';

export interface ShellFrameProps {
  /** The parts that are on (page props "shell.parts"). */
  parts: readonly string[];
  /** The site header, given the shell's tools to show (passed in rather than
   *  imported: the entry bundle then stays exactly as without the shell). */
  header: (tools: ReactNode) => ReactNode;
  /** The <main> element with the routed page. */
  main: ReactNode;
  footer: ReactNode;
}

export default function ShellFrame({ parts, header, main, footer }: ShellFrameProps) {
  const { settings, change, alert, dismissAlert } = useDisplaySettings();
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const [rightOpen, setRightOpen] = useState(false);
  const [topMenuOpen, setTopMenuOpen] = useState(false);
  const [language, setLanguage] = useState<Language | null>(null);
  const location = useLocation();

  // Spec §4: on navigation, at 767 px or less, the mobile sidebars close
  // (and the top menu, which is mobile below 768 px).
  useEffect(() => {
    if (window.matchMedia(SIDEBAR_MOBILE_QUERY).matches) {
      setSidebarOpen(false);
      setRightOpen(false);
      setTopMenuOpen(false);
    }
  }, [location.pathname]);

  useEffect(() => {
    setLanguage(readLanguage(document.cookie));
  }, []);

  const chooseLanguage = useCallback((chosen: Language) => {
    document.cookie = languageCookie(chosen.code, window.location.protocol === 'https:');
    setLanguage(chosen);
  }, []);

  const state = useMemo<ShellState>(
    () => ({
      parts,
      settings,
      change,
      sidebarOpen,
      setSidebarOpen,
      rightOpen,
      setRightOpen,
      topMenuOpen,
      setTopMenuOpen,
    }),
    [parts, settings, change, sidebarOpen, rightOpen, topMenuOpen],
  );
  const notes = useMemo(() => cookieNotes(parts), [parts]);
  const notice = untranslatedNotice(language);
  const has = (part: string) => parts.includes(part);
  // The shell's state goes to its parts, never around `main`: its value
  // changes after hydration (the stored settings, then every change), and a
  // context that changes above a Suspense boundary still showing the
  // server's HTML makes React render that boundary again on the client, with
  // its fallback: the page's sections waiting for their code
  // (lib/deferredSection.tsx) would then be emptied until they load (issue 28).
  const provide = (children: ReactNode) => <ShellContext.Provider value={state}>{children}</ShellContext.Provider>;

  return (
    // Constant (the parts only change with the page's props).
    <ShellCookieNotesContext.Provider value={notes}>
      {provide(
        <>
          {header(<HeaderTools language={language} onChooseLanguage={chooseLanguage} />)}
          {has('topMenu') && <TopMenu />}
        </>,
      )}
      <div
        className="app-body"
        onKeyDown={(event) => {
          if (event.key === 'Escape' && sidebarOpen) setSidebarOpen(false);
        }}
      >
        {has('sidebar') && provide(<Sidebar />)}
        {has('sidebar') && sidebarOpen && (
          // Pointer users close the mobile sidebar by tapping beside it; the
          // sidebar's own close button and Escape serve everyone else.
          <div className="app-backdrop" aria-hidden="true" onClick={() => setSidebarOpen(false)} />
        )}
        <div className="app-content">
          {has('languageSelector') && (
            <div className="language-notice" role="status">
              {notice && <p lang={notice.lang}>{notice.text}</p>}
            </div>
          )}
          {main}
          {footer}
        </div>
        {has('rightSidebar') && provide(<RightSidebar />)}
      </div>
      {has('themePanel') && provide(<ThemePanel />)}
      <LayoutRuleDialog message={alert} onClose={dismissAlert} />
    </ShellCookieNotesContext.Provider>
  );
}
