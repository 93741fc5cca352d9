"use client";
import ListItem from "@mui/material/ListItem";
import ListItemButton, { type ListItemButtonProps } from "@mui/material/ListItemButton";
import { Link } from "@/i18n/navigation";

/**
 * A list row that navigates with a localised link; usable from server components. It is a list
 * item (`li`) holding the link, so a `List` of them is a real list for screen readers (and axe).
 */
export function ListLink({ href, ...props }: Omit<ListItemButtonProps, "href"> & { href: string }) {
  return (
    <ListItem disablePadding>
      <ListItemButton component={Link} href={href} {...props} />
    </ListItem>
  );
}
