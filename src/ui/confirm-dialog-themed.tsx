"use client";
import type { ConfirmDialogProps } from "./confirm-dialog";
import ConfirmDialogView from "./confirm-dialog-view";
import { MuiTheme } from "./mui-theme";

/** The confirm dialog with MUI's theme, for a page drawn without MUI (the group page's member dialog). */
export default function ThemedConfirmDialog(props: ConfirmDialogProps) {
  return (
    <MuiTheme>
      <ConfirmDialogView {...props} />
    </MuiTheme>
  );
}
