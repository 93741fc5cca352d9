"use client";
import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { useState } from "react";
import type { FeedLinks } from "./calendar-links";
import { buttonClass } from "../plain/button-link";
import content from "../plain/content.module.css";
import plain from "../plain/plain.module.css";

// The dialog (its field, the copy button and the snackbars) loads when first opened, not with the page (decision 0042).
const loadDialog = () => import("./add-to-calendar-dialog");
const AddToCalendarDialog = dynamic(loadDialog, { ssr: false });

/**
 * "Add to calendar" for a public feed (a tournament's games): its addresses in a dialog. The
 * button and the dialog are drawn without MUI (decision 0068).
 */
export function AddToCalendar({ links }: { links: FeedLinks }) {
  const t = useTranslations("calendar");
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button
        type="button"
        className={buttonClass("outlined", "small")}
        onPointerEnter={loadDialog}
        onFocus={loadDialog}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        aria-haspopup="dialog"
      >
        <span className={`${plain.startIcon} ${content.smallIcon}`}>
          <svg focusable="false" aria-hidden="true" viewBox="0 0 24 24">
            <path d="M17 12h-5v5h5zM16 1v2H8V1H6v2H5c-1.11 0-1.99.9-1.99 2L3 19c0 1.1.89 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2h-1V1zm3 18H5V8h14z" />
          </svg>
        </span>
        {t("add")}
      </button>
      {opened && <AddToCalendarDialog links={links} open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
