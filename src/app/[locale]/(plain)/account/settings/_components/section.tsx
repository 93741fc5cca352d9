import { useId, type ReactNode } from "react";
import content from "@/ui/plain/content.module.css";
import styles from "./settings.module.css";

/** One titled card of the settings page, drawn without MUI (decision 0080). */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={`${content.paper} ${styles.section}`}>
      <h2 id={id} className={`${content.h6} ${content.gutterBottom}`}>
        {title}
      </h2>
      <div className={`${content.stack2} ${content.flush}`}>{children}</div>
    </section>
  );
}

/** MUI's dense List. */
export function SettingsList({
  children,
  ...props
}: {
  children: ReactNode;
  "aria-label"?: string;
  "data-testid"?: string;
}) {
  return (
    <ul className={styles.list} {...props}>
      {children}
    </ul>
  );
}

/** A row of a dense List: its text (one or two lines), and a button at its end. */
export function SettingsItem({
  primary,
  secondary,
  action,
  title,
}: {
  primary: ReactNode;
  secondary?: ReactNode;
  action?: ReactNode;
  /** The primary text's tooltip (a wallet's whole address). */
  title?: string;
}) {
  return (
    <li className={action ? `${styles.item} ${styles.itemWithAction}` : styles.item}>
      <div className={secondary ? `${styles.itemText} ${styles.itemTextTwoLines}` : styles.itemText}>
        <span className={styles.itemPrimary} title={title}>
          {primary}
        </span>
        {secondary && <p className={styles.itemSecondary}>{secondary}</p>}
      </div>
      {action && <div className={styles.itemAction}>{action}</div>}
    </li>
  );
}
