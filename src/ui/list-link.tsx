"use client";
import ListItemButton, { type ListItemButtonProps } from "@mui/material/ListItemButton";
import { Link } from "@/i18n/navigation";

/** A list row that navigates with a localised link; usable from server components. */
export function ListLink({ href, ...props }: Omit<ListItemButtonProps, "href"> & { href: string }) {
  return <ListItemButton component={Link} href={href} {...props} />;
}
