import type { Locator, Page } from 'playwright-core';

/** The focused element, and whether its focus can be seen. */
export interface FocusLook {
  tag: string;
  text: string;
  /** The outline or ring it has while focused, and not at rest. */
  indicator: string | null;
}

/**
 * Describes the focused element, or returns null when nothing is. Its outline and box shadow
 * (Tailwind's rings are box shadows) are compared with those of an unfocused copy: only a
 * difference counts as a visible focus, since many buttons carry a shadow at rest.
 */
export async function focusLook(page: Page): Promise<FocusLook | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const read = (node: HTMLElement) => {
      const style = getComputedStyle(node);
      const outline =
        style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0
          ? `outline ${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`
          : 'none';
      return { outline, ring: style.boxShadow };
    };
    const focused = read(el);
    // A shallow copy beside it, never focused, shows the same element at rest; it is gone again
    // before the page can paint.
    const copy = el.cloneNode(false) as HTMLElement;
    copy.removeAttribute('id');
    el.after(copy);
    const resting = read(copy);
    copy.remove();
    const changes = [
      focused.outline !== resting.outline && focused.outline !== 'none' ? focused.outline : '',
      focused.ring !== resting.ring && focused.ring !== 'none' ? `ring ${focused.ring}` : '',
    ].filter(Boolean);
    return {
      tag: el.tagName.toLowerCase(),
      text: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 60),
      indicator: changes.length > 0 ? changes.join('; ') : null,
    };
  });
}

/** True when focusing the element draws an outline or a ring it does not have at rest. */
export function focusIsVisible(look: FocusLook): boolean {
  return look.indicator !== null;
}

/** True when `target` is the focused element. */
export function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((el) => el === document.activeElement);
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user would, and throws
 * when it is not reached within `max` presses or when its focus cannot be seen.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  options: { max?: number; backwards?: boolean } = {},
): Promise<void> {
  const { max = 60, backwards = false } = options;
  await target.waitFor();
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await isFocused(target)) {
      const look = await focusLook(page);
      if (!look || !focusIsVisible(look))
        throw new Error(`focus on ${JSON.stringify(look)} has no visible outline or ring`);
      return;
    }
  }
  throw new Error(`${target} not reached in ${max} presses of ${backwards ? 'Shift+Tab' : 'Tab'}`);
}

/** Whether the focused element sits inside `container`. */
export function focusIsInside(container: Locator): Promise<boolean> {
  return container.evaluate((el) => el.contains(document.activeElement));
}
