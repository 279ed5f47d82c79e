import { useSyncExternalStore } from 'react';
import { onNavigate } from './navigate';

const readPathname = () => window.location.pathname;

/** The current path; the component renders again when it changes. */
export function usePathname(): string {
  return useSyncExternalStore(onNavigate, readPathname, () => '/');
}
