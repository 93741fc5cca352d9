"use client";
import { useEffect, useId, useRef, type ReactNode } from "react";
import styles from "./dialog.module.css";

/**
 * MUI's Dialog without MUI: the browser's own modal `<dialog>` (the rest of the page inert behind
 * it, the focus inside and back on what had it when it closes), a title that names it, its content
 * and its actions. Escape or a press beside it ask to close (`onClose`); `open` says whether it is.
 */
export function Dialog({
  open,
  title,
  describedBy,
  wide = false,
  onClose,
  children,
  actions,
}: {
  open: boolean;
  title: ReactNode;
  /** The id of the text that says what it is about. */
  describedBy?: string;
  /** As wide as MUI's `fullWidth maxWidth="sm"` (600 px), not only as its content. */
  wide?: boolean;
  onClose: () => void;
  children: ReactNode;
  actions: ReactNode;
}) {
  const titleId = useId();
  const element = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = element.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={element}
      className={wide ? `${styles.dialog} ${styles.wide}` : styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onCancel={(event) => {
        // Escape: the owner closes it (its `open`), so that both agree.
        event.preventDefault();
        onClose();
      }}
      // A press on the backdrop reaches the dialog itself; one inside reaches its content.
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={styles.paper}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <div className={styles.content}>{children}</div>
        <div className={styles.actions}>{actions}</div>
      </div>
    </dialog>
  );
}

/** The text under a dialog's title (MUI's DialogContentText). */
export function DialogText({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className={styles.text}>
      {children}
    </p>
  );
}
