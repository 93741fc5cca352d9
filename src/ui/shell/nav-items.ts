/**
 * The app's places, one list for both navigations: the header's links on wider screens
 * (top-bar.tsx) and the bottom navigation on phones (bottom-nav.tsx), where help and contact sit
 * in its menu. `also`: the pages under another address that belong to the place (a group's pick
 * sheet is "My picks", a group's page is "Groups").
 */
const HOME = { key: "home", href: "/" } as const;
const MY_PICKS = {
  key: "myPicks",
  href: "/picks",
  also: /^\/[^/]+\/(?:[0-9a-f-]{36}\/picks(?:-by-game)?|predictions)(?:\/|$)/,
} as const;
const GROUPS = { key: "groups", href: "/groups", also: /^\/[^/]+\/[0-9a-f-]{36}(?:\/join\/[^/]+)?\/?$/ } as const;
const HELP = { key: "help", href: "/docs/faq" } as const;
const CONTACT = { key: "contact", href: "/contact" } as const;
const ACCOUNT = { key: "account", href: "/account" } as const;

/** The header's links on wider screens, in reading order. */
export const NAV_ITEMS = [HOME, MY_PICKS, GROUPS, HELP, CONTACT, ACCOUNT] as const;
/** The bottom navigation's places on phones. */
export const PHONE_NAV_ITEMS = [HOME, MY_PICKS, GROUPS, ACCOUNT] as const;
/** The bottom navigation's menu. */
export const PHONE_MENU_ITEMS = [HELP, CONTACT] as const;

export type NavKey = (typeof NAV_ITEMS)[number]["key"];
export type PhoneNavKey = (typeof PHONE_NAV_ITEMS)[number]["key"];

export function isActive(pathname: string, href: string): boolean {
  return href === "/" ? pathname === "/" : pathname === href || pathname.startsWith(`${href}/`);
}

/** Whether the pathname (without its language prefix) is in the navigation's place `key`. */
export function isNavActive(pathname: string, key: NavKey): boolean {
  const item = NAV_ITEMS.find((i) => i.key === key)!;
  return isActive(pathname, item.href) || ("also" in item && item.also.test(pathname));
}

/** The bottom navigation's current place (the same rule as the header's). */
export const isPhoneNavActive: (pathname: string, key: PhoneNavKey) => boolean = isNavActive;
