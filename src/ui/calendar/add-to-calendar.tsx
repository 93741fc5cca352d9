"use client";
import EventIcon from "@mui/icons-material/Event";
import Button from "@mui/material/Button";
import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { useState } from "react";
import type { FeedLinks } from "./calendar-links";

// The dialog (MUI's Dialog, its inputs and the copy buttons) loads when first opened, not with the page (decision 0042).
const loadDialog = () => import("./add-to-calendar-dialog");
const AddToCalendarDialog = dynamic(loadDialog, { ssr: false });

/** "Add to calendar" for a public feed (a tournament's games): its addresses in a dialog. */
export function AddToCalendar({ links }: { links: FeedLinks }) {
  const t = useTranslations("calendar");
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<EventIcon />}
        onPointerEnter={loadDialog}
        onFocus={loadDialog}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        aria-haspopup="dialog"
      >
        {t("add")}
      </Button>
      {opened && <AddToCalendarDialog links={links} open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
