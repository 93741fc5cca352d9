import type { CSSProperties } from "react";
import styles from "./avatar.module.css";

/**
 * A player's avatar (MUI's Avatar without MUI): their picture, else the first letter of their name.
 * Decorative beside the name it goes with (the picture's `alt` is empty, the letter hidden from
 * assistive technology and from the text), `size` px across. No script of its own: a server page or an island.
 */
export function Avatar({
  image,
  name,
  size,
  loading,
  testId,
}: {
  image: string | null;
  name: string;
  size: number;
  /** "lazy" in a long list (a group's members). */
  loading?: "lazy";
  testId?: string;
}) {
  return (
    <span
      className={image ? `${styles.avatar} ${styles.image}` : styles.avatar}
      style={{ "--avatar-size": `${size}px` } as CSSProperties}
      data-testid={testId}
      // The letter is drawn by CSS (::before), so that it is no part of the text around it (a row's
      // name, a copied line) and nothing for assistive technology, which reads the name beside it.
      data-initial={image ? undefined : name.charAt(0).toUpperCase()}
      aria-hidden={image ? undefined : true}
    >
      {image && <img src={image} alt="" width={size} height={size} loading={loading} decoding="async" />}
    </span>
  );
}
