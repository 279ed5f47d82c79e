import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { navigate } from '../../lib/navigate';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path of this app, e.g. '/'. */
  to: string;
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
}

/**
 * A real link to a path of the app (it can be opened in a new tab, copied, read by screen
 * readers) that moves without a page load on a plain click.
 */
export function Link({ to, replace = false, onClick, target, ...props }: LinkProps) {
  const go = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (event.defaultPrevented || event.button !== 0 || modified) return;
    if (target && target !== '_self') return;
    event.preventDefault();
    navigate(to, { replace });
  };
  return <a href={to} target={target} onClick={go} {...props} />;
}
