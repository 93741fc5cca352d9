import type { ReactNode } from "react";
import plain from "../plain/plain.module.css";
import { RouteProgressBar } from "../shell/route-progress";
import styles from "../shell/shell.module.css";

/** A bare, centred page (flows such as /redirect) whose loading bar sits in the middle (seed §2). Without MUI (decision 0065). */
export function SimpleLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main" className={styles.simple}>
      <RouteProgressBar centered />
      <div className={`${plain.container} ${plain.sm}`}>{children}</div>
    </main>
  );
}
