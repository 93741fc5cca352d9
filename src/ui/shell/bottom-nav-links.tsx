"use client";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Link, usePathname } from "@/i18n/navigation";
import { isActive, isPhoneNavActive, type PhoneNavKey } from "./nav-items";
import styles from "./bottom-nav.module.css";

/** A place of the bottom navigation, marked `aria-current` on its pages. */
export function BottomNavLink({ navKey, href, children }: { navKey: PhoneNavKey; href: string; children: ReactNode }) {
  const current = isPhoneNavActive(usePathname(), navKey);
  return (
    <Link href={href} className={styles.item} aria-current={current ? "page" : undefined}>
      {children}
    </Link>
  );
}

/**
 * "More": a button that shows the links it holds (help, contact) above the navigation. A
 * disclosure: Escape, a tap elsewhere, leaving it with Tab or following a link close it.
 */
export function BottomNavMenu({ label, items }: { label: ReactNode; items: { href: string; label: ReactNode }[] }) {
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const current = items.some((item) => isActive(pathname, item.href));
  useEffect(() => {
    if (!open) return;
    const away = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", away);
    return () => document.removeEventListener("pointerdown", away);
  }, [open]);
  return (
    <div
      ref={root}
      style={{ display: "flex", flex: 1, minWidth: 0 }}
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className={styles.item}
        aria-expanded={open}
        aria-controls={id}
        data-current={current}
        onClick={() => setOpen((o) => !o)}
      >
        {label}
      </button>
      <ul id={id} className={styles.menu} hidden={!open}>
        {items.map((item) => (
          <li key={item.href}>
            <Link
              href={item.href}
              aria-current={isActive(pathname, item.href) ? "page" : undefined}
              onClick={() => setOpen(false)}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
