// State shared by the shell's parts: display settings and the panels that
// open and close (mobile sidebar, right sidebar, mobile top menu).
import { createContext, useContext } from 'react';
import type { DisplaySettings } from './displaySettings';

export interface ShellState {
  parts: readonly string[];
  settings: DisplaySettings;
  change: <K extends keyof DisplaySettings>(key: K, value: DisplaySettings[K]) => void;
  sidebarOpen: boolean;
  setSidebarOpen: (open: boolean) => void;
  rightOpen: boolean;
  setRightOpen: (open: boolean) => void;
  topMenuOpen: boolean;
  setTopMenuOpen: (open: boolean) => void;
}

export const ShellContext = createContext<ShellState | null>(null);

export function useShell(): ShellState {
  const state = useContext(ShellContext);
  if (!state) throw new Error('useShell outside the page shell');
  return state;
}

/** Spec §9: the sidebar treats 767 px or less as mobile; the top menu 768 px and up as desktop. */
export const SIDEBAR_MOBILE_QUERY = '(max-width: 767px)';
