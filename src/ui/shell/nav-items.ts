import AccountCircleIcon from "@mui/icons-material/AccountCircle";
import ContactSupportIcon from "@mui/icons-material/ContactSupport";
import HelpOutlineIcon from "@mui/icons-material/HelpOutlineOutlined";
import HomeIcon from "@mui/icons-material/Home";

/** The main navigation: the same places in the top bar and the bottom navigation. */
export const NAV_ITEMS = [
  { key: "home", href: "/", Icon: HomeIcon },
  { key: "help", href: "/docs/faq", Icon: HelpOutlineIcon },
  { key: "contact", href: "/contact", Icon: ContactSupportIcon },
  { key: "account", href: "/account", Icon: AccountCircleIcon },
] as const;

export function isActive(pathname: string, href: string): boolean {
  return href === "/" ? pathname === "/" : pathname === href || pathname.startsWith(`${href}/`);
}
