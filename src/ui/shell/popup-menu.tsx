"use client";
import { useEffect, useMemo, useRef, type ReactNode } from "react";
import styles from "./shell.module.css";

const items = (list: HTMLElement | null) => [...(list?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? [])];

/**
 * A menu of the top bar (the languages, the colour scheme) without MUI, as the ARIA menu pattern
 * has it and MUI's Menu did: under its button, the focus on the chosen item when it opens, the
 * arrows, Home and End move it, Escape closes and gives the focus back to the button, Tab or a
 * press elsewhere closes. `children`: `<li role="none">` each holding one `menuitem` (a link) or
 * `menuitemradio` (a button); the chosen one marked `aria-current` or `aria-checked`.
 */
export function PopupMenu({
  id,
  anchor,
  onClose,
  children,
}: {
  id: string;
  /** The button it opened from; null: closed. */
  anchor: HTMLElement | null;
  onClose: () => void;
  children: ReactNode;
}) {
  const list = useRef<HTMLUListElement>(null);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  // Under the button, its right edge on the button's (the buttons sit at the bar's right end).
  const place = useMemo(() => {
    if (!anchor) return null;
    const box = anchor.getBoundingClientRect();
    return { top: box.bottom, right: Math.max(8, document.documentElement.clientWidth - box.right) };
  }, [anchor]);
  useEffect(() => {
    if (!anchor) return;
    const all = items(list.current);
    const chosen = all.find((item) => item.matches('[aria-checked="true"], [aria-current="true"]'));
    (chosen ?? all[0])?.focus();
    const away = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!list.current?.contains(target) && !anchor.contains(target)) close.current();
    };
    document.addEventListener("pointerdown", away);
    return () => document.removeEventListener("pointerdown", away);
  }, [anchor]);
  if (!anchor || !place) return null;
  return (
    <ul
      ref={list}
      id={id}
      role="menu"
      className={styles.popupMenu}
      style={{ top: place.top, right: place.right }}
      onKeyDown={(event) => {
        const all = items(list.current);
        const at = all.indexOf(document.activeElement as HTMLElement);
        const to = {
          ArrowDown: (at + 1) % all.length,
          ArrowUp: (at - 1 + all.length) % all.length,
          Home: 0,
          End: all.length - 1,
        }[event.key];
        if (to !== undefined) {
          event.preventDefault();
          all[to]?.focus();
        } else if (event.key === "Escape") {
          event.preventDefault();
          close.current();
          anchor.focus();
        } else if (event.key === "Tab") close.current();
      }}
    >
      {children}
    </ul>
  );
}
