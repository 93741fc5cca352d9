import type { ReactNode } from "react";
import styles from "./account.module.css";

/** MUI's Divider with a text in its middle ("or"), a separator for assistive technology. */
export function Divider({ children }: { children: ReactNode }) {
  return (
    <div role="separator" className={styles.divider}>
      <span>{children}</span>
    </div>
  );
}
