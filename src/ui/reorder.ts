/**
 * What the two ordered lists share (a player's ranking pick, an admin's finishing order): moving
 * an item, and giving the focus back once the list has been drawn again.
 */

/** `list` with the item at `from` moved to `to`. */
export function move<T>(list: T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/**
 * Focuses what `target` names in the next frame, once React has drawn the moved rows (a row moved
 * in the document can lose the focus), unless the focus went somewhere else meanwhile: a row the
 * player focused right after a drop, a field they tabbed to, keeps it.
 */
export function focusNextFrame(target: () => HTMLElement | null | undefined) {
  const before = document.activeElement;
  requestAnimationFrame(() => {
    const now = document.activeElement;
    if (now && now !== before && now !== document.body) return;
    target()?.focus();
  });
}
