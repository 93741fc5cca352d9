import type { ReactNode } from "react";
import content from "./content.module.css";

/** MUI's Divider with a text in its middle ("or"), a separator for assistive technology. */
export function Divider({ children }: { children: ReactNode }) {
  return (
    <div role="separator" className={content.divider}>
      <span>{children}</span>
    </div>
  );
}
