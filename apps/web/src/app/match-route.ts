/** The screens of SPEC.md 2, plus the built-in billing portal. */
export type AppRoute =
  | { name: 'home' }
  | { name: 'reset-password'; token: string }
  | { name: 'billing' }
  | { name: 'none' };

/** Which screen a path shows; a trailing slash is ignored and any other path shows nothing. */
export function matchRoute(pathname: string): AppRoute {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/') return { name: 'home' };
  if (path === '/billing') return { name: 'billing' };
  const reset = /^\/reset-password\/([^/]+)$/.exec(path);
  if (reset) {
    try {
      return { name: 'reset-password', token: decodeURIComponent(reset[1]!) };
    } catch {
      // A malformed escape: the page still opens and shows the invalid-link view.
      return { name: 'reset-password', token: reset[1]! };
    }
  }
  return { name: 'none' };
}
