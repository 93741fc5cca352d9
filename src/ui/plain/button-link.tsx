import type { ReactNode } from "react";
import { Link } from "@/i18n/navigation";
import content from "./content.module.css";
import plain from "./plain.module.css";

export type ButtonVariant = "text" | "contained" | "outlined";
export type ButtonSize = "small" | "medium" | "large";

const SIZE = {
  small: { text: content.smallText, contained: content.smallContained, outlined: content.smallOutlined },
  medium: { text: "", contained: "", outlined: "" },
  large: { text: content.largeText, contained: content.largeContained, outlined: content.largeOutlined },
} as const;

/** The classes of MUI's Button of that variant and size, without MUI (decision 0068). */
export function buttonClass(variant: ButtonVariant = "text", size: ButtonSize = "medium", className?: string): string {
  const look = variant === "text" ? content.textButton : plain[variant];
  return [plain.button, look, SIZE[size][variant], className].filter(Boolean).join(" ");
}

/**
 * A link drawn as MUI's Button (text, contained or outlined; small, medium or large) by the
 * server: a localised link, or a plain anchor for a place on the page (`#…`). No script of its own.
 */
export function ButtonLink({
  href,
  variant,
  size,
  className,
  children,
  ...rest
}: {
  href: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  children: ReactNode;
  "aria-current"?: "page";
}) {
  const classes = buttonClass(variant, size, className);
  if (href.startsWith("#"))
    return (
      <a href={href} className={classes} {...rest}>
        {children}
      </a>
    );
  return (
    <Link href={href} className={classes} {...rest}>
      {children}
    </Link>
  );
}
