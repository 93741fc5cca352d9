"use client";
import Chip, { type ChipProps } from "@mui/material/Chip";
import { Link } from "@/i18n/navigation";

/** A chip that navigates with a localised link; usable from server components. */
export function ChipLink({ href, ...props }: Omit<ChipProps<typeof Link>, "href" | "component"> & { href: string }) {
  return <Chip component={Link} href={href} clickable {...props} />;
}
