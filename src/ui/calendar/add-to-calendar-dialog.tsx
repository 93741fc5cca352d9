"use client";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { buttonClass } from "../plain/button-link";
import { Dialog, DialogText } from "../plain/dialog";
import { SnackbarHost } from "../snackbar";
import { CalendarLinks, type FeedLinks } from "./calendar-links";

/**
 * The feed's addresses in a dialog; loaded when "Add to calendar" is first pressed
 * (./add-to-calendar.tsx), with the snackbars ("Copied"). Drawn without MUI (decision 0068).
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
  const hintId = useId();
  return (
    <>
      <Dialog
        open={open}
        title={t("add")}
        describedBy={hintId}
        fullWidth="sm"
        onClose={onClose}
        actions={
          <button type="button" className={buttonClass()} onClick={onClose}>
            {t("close")}
          </button>
        }
      >
        <DialogText id={hintId}>{t("addHint")}</DialogText>
        <CalendarLinks links={links} testId="calendar-feed-url" />
      </Dialog>
      <SnackbarHost />
    </>
  );
}
