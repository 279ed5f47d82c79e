// The app's own history handling: three routes need no router library (SPEC.md 2), and
// react-router cost about 13 KB of the first load.

/** Fired on window after navigate() changes the address; popstate covers Back and Forward. */
const NAVIGATE_EVENT = 'resumerank:navigate';

/**
 * Goes to another path of the app without reloading the page. With `replace`, the current
 * history entry is replaced, so Back does not return to it (the reset page's way home).
 */
export function navigate(to: string, options: { replace?: boolean } = {}): void {
  if (to === window.location.pathname + window.location.search + window.location.hash) return;
  if (options.replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
  window.dispatchEvent(new Event(NAVIGATE_EVENT));
}

/** Calls `listener` whenever the address changes (navigate, Back, Forward); returns the undo. */
export function onNavigate(listener: () => void): () => void {
  window.addEventListener(NAVIGATE_EVENT, listener);
  window.addEventListener('popstate', listener);
  return () => {
    window.removeEventListener(NAVIGATE_EVENT, listener);
    window.removeEventListener('popstate', listener);
  };
}
