import content from "./content.module.css";

const COLOR = {
  default: "",
  primary: content.chipPrimary,
  secondary: content.chipSecondary,
  error: content.chipError,
  success: content.chipSuccess,
  warning: content.chipWarning,
} as const;

/** MUI's small Chip as the server draws it (decision 0068): a label, filled or outlined, in a theme colour. */
export function Chip({
  label,
  color = "default",
  variant = "filled",
  className,
}: {
  label: string;
  color?: keyof typeof COLOR;
  variant?: "filled" | "outlined";
  className?: string;
}) {
  const classes = [content.chip, variant === "outlined" && content.chipOutlined, COLOR[color], className].filter(
    Boolean,
  );
  return (
    <div className={classes.join(" ")}>
      <span>{label}</span>
    </div>
  );
}
