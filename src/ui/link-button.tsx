"use client";
import Button, { type ButtonProps } from "@mui/material/Button";
import { Link } from "@/i18n/navigation";

type Props = Omit<ButtonProps, "href"> & { href: string };

/** A button that navigates with a localised link; usable from server components. */
export function LinkButton({ href, ...props }: Props) {
  return <Button component={Link} href={href} {...props} />;
}
