/**
 * After a move, gives the focus back to the moved item's button: the same direction while it
 * can still go that way, else the other one (the first item's Move up is disabled). Done after
 * React has re-rendered, because moving the item re-creates the button under the pointer.
 */
export function focusAfterMove(baseId: string, direction: 'up' | 'down'): void {
  requestAnimationFrame(() => {
    const same = document.getElementById(`${baseId}-${direction}`) as HTMLButtonElement | null;
    const other = document.getElementById(
      `${baseId}-${direction === 'up' ? 'down' : 'up'}`,
    ) as HTMLButtonElement | null;
    (same && !same.disabled ? same : other)?.focus();
  });
}

/** After a removal, puts the focus on a neighbour that still exists, else on a fallback. */
export function focusFirstOf(ids: string[]): void {
  requestAnimationFrame(() => {
    for (const id of ids) {
      const el = document.getElementById(id);
      if (el) {
        el.focus();
        return;
      }
    }
  });
}
