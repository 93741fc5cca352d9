"use client";
import { useEffect, useId, useRef, type ReactNode } from "react";
import { buttonClass } from "./plain/button-link";
import styles from "./confirm-dialog.module.css";

export type ConfirmDialogProps = {
  open: boolean;
  title: string;
  text: string;
  /** What the action may take along, under the text (a checkbox). */
  children?: ReactNode;
  confirm: string;
  cancel: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/**
 * Asks before an action that cannot be undone; the confirming button names the action. The
 * browser's own modal `<dialog>` drawn as MUI's Dialog, without MUI: the rest of the page inert
 * behind it, the focus inside and back on what had it when it closes; Escape, Cancel or a press
 * beside it close it (`onClose`). Loaded with its first opening by the islands that use it.
 */
export default function ConfirmDialog(props: ConfirmDialogProps) {
  const titleId = useId();
  const textId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const { open, onClose } = props;
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={textId}
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
          {props.title}
        </h2>
        <div className={styles.content}>
          <p id={textId} className={styles.text}>
            {props.text}
          </p>
          {props.children}
        </div>
        <div className={styles.actions}>
          <button type="button" className={buttonClass()} onClick={onClose}>
            {props.cancel}
          </button>
          <button
            type="button"
            className={buttonClass("contained", "medium", styles.danger)}
            onClick={props.onConfirm}
            disabled={props.busy}
          >
            {props.confirm}
          </button>
        </div>
      </div>
    </dialog>
  );
}
