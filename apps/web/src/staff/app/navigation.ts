import { createContext, useContext } from 'react';
import type { StaffMessageKey } from '../i18n';

/** A page of the console the signed-in role may open: where, and its title. */
export interface NavigationItem {
  path: string;
  title: StaffMessageKey;
}

/**
 * The pages of the signed-in role, as the layout's side navigation lists them (from the routes
 * list): a page shows them without importing the routes, which load it (no cycle).
 */
export const NavigationContext = createContext<readonly NavigationItem[]>([]);

export const useNavigation = () => useContext(NavigationContext);
