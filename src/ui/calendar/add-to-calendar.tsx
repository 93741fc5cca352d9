"use client";
import EventIcon from "@mui/icons-material/Event";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { CalendarLinks, type FeedLinks } from "./calendar-links";

/** "Add to calendar" for a public feed (a tournament's games): its addresses in a dialog. */
export function AddToCalendar({ links }: { links: FeedLinks }) {
  const t = useTranslations("calendar");
  const [open, setOpen] = useState(false);
  const titleId = useId();
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<EventIcon />}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
      >
        {t("add")}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby={titleId}
        fullWidth
        maxWidth="sm"
      >
        <DialogTitle id={titleId}>{t("add")}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t("addHint")}</DialogContentText>
          <CalendarLinks links={links} testId="calendar-feed-url" />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t("close")}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
