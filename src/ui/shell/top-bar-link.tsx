"use client";
import type { ReactNode } from "react";
import { Link, usePathname } from "@/i18n/navigation";
import { isNavActive, type NavKey } from "./nav-items";

/** A place of the header's navigation, marked `aria-current` on its pages. */
export function TopBarLink({
  navKey,
  href,
  className,
  children,
}: {
  navKey: NavKey;
  href: string;
  className: string;
  children: ReactNode;
}) {
  const current = isNavActive(usePathname(), navKey);
  return (
    <Link href={href} className={className} aria-current={current ? "page" : undefined}>
      {children}
    </Link>
  );
}
