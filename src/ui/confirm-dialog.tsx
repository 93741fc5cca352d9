"use client";
import dynamic from "next/dynamic";
import { useState, type ReactNode } from "react";

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

// MUI's Dialog and Modal load when a dialog first opens, not with the page (decision 0042).
const ConfirmDialogView = dynamic(() => import("./confirm-dialog-view"), { ssr: false });

/** Asks before an action that cannot be undone; the confirming button names the action. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  return opened ? <ConfirmDialogView {...props} /> : null;
}
