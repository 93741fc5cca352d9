"use client";
import { useId, type ReactNode } from "react";
import { Dialog, DialogText } from "./plain/dialog";
import { buttonClass } from "./plain/button-link";
import content from "./plain/content.module.css";

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
 * Asks before an action that cannot be undone; the confirming button names the action. A plain
 * `Dialog` (./plain/dialog.tsx): Escape, Cancel or a press beside it close it. Loaded with its
 * first opening by the islands that use it.
 */
export default function ConfirmDialog(props: ConfirmDialogProps) {
  const textId = useId();
  return (
    <Dialog
      open={props.open}
      title={props.title}
      describedBy={textId}
      onClose={props.onClose}
      actions={
        <>
          <button type="button" className={buttonClass()} onClick={props.onClose}>
            {props.cancel}
          </button>
          <button
            type="button"
            className={buttonClass("contained", "medium", content.containedError)}
            onClick={props.onConfirm}
            disabled={props.busy}
          >
            {props.confirm}
          </button>
        </>
      }
    >
      <DialogText id={textId}>{props.text}</DialogText>
      {props.children}
    </Dialog>
  );
}
