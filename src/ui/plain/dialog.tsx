"use client";
import { useEffect, useId, useRef, useSyncExternalStore, type ReactNode } from "react";
import { createPortal } from "react-dom";
import styles from "./dialog.module.css";
import { dialogClosed, dialogOpened } from "./top-dialog";

/**
 * MUI's Dialog without MUI: the browser's own modal `<dialog>` (the rest of the page inert behind
 * it, the focus inside and back on what had it when it closes), a title that names it, its content
 * and its actions. Escape or a press beside it ask to close (`onClose`); `open` says whether it is.
 * Drawn at the end of <body>, as MUI's, so that where it is used (a list that clears its
 * children's margins, a centred block) never moves or restyles it; in the browser only.
 */
export function Dialog({
  open,
  title,
  describedBy,
  fullWidth,
  onClose,
  children,
  actions,
}: {
  open: boolean;
  title: ReactNode;
  /** The id of the text that says what it is about. */
  describedBy?: string;
  /**
   * As wide as MUI's `fullWidth` with its `maxWidth` ("sm": 600 px, "xs": 444 px), not only as its
   * content.
   */
  fullWidth?: "sm" | "xs";
  onClose: () => void;
  children: ReactNode;
  actions: ReactNode;
}) {
  const titleId = useId();
  const element = useRef<HTMLDialogElement>(null);
  const inBrowser = useSyncExternalStore(noChange, inTheBrowser, onTheServer);
  useEffect(() => {
    const dialog = element.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      dialogOpened(dialog);
    }
    if (!open && dialog.open) {
      dialog.close();
      dialogClosed(dialog);
    }
  }, [open, inBrowser]);
  // Gone while open (its island unmounted): no longer the top dialog.
  useEffect(() => {
    const dialog = element.current;
    return () => {
      if (dialog) dialogClosed(dialog);
    };
  }, [inBrowser]);
  if (!inBrowser) return null;
  return createPortal(
    <dialog
      ref={element}
      className={[styles.dialog, fullWidth && styles.fullWidth, fullWidth === "xs" && styles.xs]
        .filter(Boolean)
        .join(" ")}
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
    </dialog>,
    document.body,
  );
}

const noChange = () => () => {};
const inTheBrowser = () => true;
const onTheServer = () => false;

/** The text under a dialog's title (MUI's DialogContentText). */
export function DialogText({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className={styles.text}>
      {children}
    </p>
  );
}
