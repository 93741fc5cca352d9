"use client";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { useId } from "react";
import type { ConfirmDialogProps } from "./confirm-dialog";

/** The dialog of ./confirm-dialog.tsx, loaded when it first opens. */
export default function ConfirmDialogView(props: ConfirmDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={props.open} onClose={props.onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{props.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{props.text}</DialogContentText>
        {props.children}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{props.cancel}</Button>
        <Button color="error" variant="contained" onClick={props.onConfirm} disabled={props.busy}>
          {props.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
