"use client";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { MuiTheme } from "../mui-theme";
import { SnackbarHost } from "../snackbar";
import { CalendarLinks, type FeedLinks } from "./calendar-links";

/**
 * The feed's addresses in a dialog; loaded when "Add to calendar" is first pressed
 * (./add-to-calendar.tsx). It brings MUI's theme and the snackbars ("Copied") with it: the page
 * around it is drawn without MUI (decision 0068).
 */
export default function AddToCalendarDialog({
  links,
  open,
  onClose,
}: {
  links: FeedLinks;
  open: boolean;
  onClose: () => void;
}) {
  const t = useTranslations("calendar");
  const titleId = useId();
  return (
    <MuiTheme>
      <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>{t("add")}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t("addHint")}</DialogContentText>
          <CalendarLinks links={links} testId="calendar-feed-url" />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t("close")}</Button>
        </DialogActions>
      </Dialog>
      <SnackbarHost />
    </MuiTheme>
  );
}
