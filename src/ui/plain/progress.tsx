import type { CSSProperties } from "react";
import styles from "./progress.module.css";

/**
 * MUI's LinearProgress (primary) without MUI (decision 0068), named by `label`: indeterminate, or
 * with `value` (0–100) a bar that fills to it, its value said to assistive technology.
 */
export function LinearProgress({ label, value, style }: { label: string; value?: number; style?: CSSProperties }) {
  if (value !== undefined)
    return (
      <span
        role="progressbar"
        aria-label={label}
        aria-valuenow={Math.round(value)}
        aria-valuemin={0}
        aria-valuemax={100}
        className={`${styles.linear} ${styles.determinate}`}
        style={style}
      >
        <span style={{ transform: `translateX(${value - 100}%)` }} />
      </span>
    );
  return (
    <span role="progressbar" aria-label={label} className={styles.linear} style={style}>
      <span />
      <span />
    </span>
  );
}

/** MUI's indeterminate CircularProgress (primary, thickness 3.6) without MUI, hidden from assistive technology. */
export function CircularProgress({ size = 40 }: { size?: number }) {
  return (
    <span className={styles.circular} style={{ width: size, height: size }} aria-hidden="true">
      <svg viewBox="22 22 44 44">
        <circle cx={44} cy={44} r={20.2} fill="none" strokeWidth={3.6} />
      </svg>
    </span>
  );
}
