import { createContext, useContext } from 'react';

/** The sidebar's state, shared with the top bar's toggle and anything else that lays out around it. */
export interface SidebarState {
  /** The desktop sidebar shows icons only. */
  collapsed: boolean;
  /** Small screen: the sidebar lives in a drawer. */
  isSmallScreen: boolean;
  drawerOpen: boolean;
  toggle: () => void;
  closeDrawer: () => void;
}

export const SidebarContext = createContext<SidebarState | null>(null);

export function useSidebar(): SidebarState {
  const state = useContext(SidebarContext);
  if (!state) throw new Error('useSidebar is used outside the app shell');
  return state;
}
