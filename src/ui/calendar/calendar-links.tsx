"use client";
import { useTranslations } from "next-intl";
import { buttonClass } from "@/ui/plain/button-link";
import { TextField } from "@/ui/plain/field";
import plain from "@/ui/plain/plain.module.css";
import { useSnackbar } from "@/ui/snackbar";
import styles from "./calendar-links.module.css";

export interface FeedLinks {
  /** The https:// address, to paste into a calendar app ("add by URL"). */
  url: string;
  /** The same address as webcal://, which opens the device's calendar to subscribe. */
  webcal: string;
}

/** Material Icons' Event (Apache 2.0). */
const EVENT =
  "M17 12h-5v5h5zM16 1v2H8V1H6v2H5c-1.11 0-1.99.9-1.99 2L3 19c0 1.1.89 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2h-1V1zm3 18H5V8h14z";

/**
 * A calendar feed's address to copy, and a link that subscribes to it in the device's calendar
 * app. Drawn without MUI (decision 0068): the plain field and buttons.
 */
export function CalendarLinks({ links, testId }: { links: FeedLinks; testId?: string }) {
  const t = useTranslations("calendar");
  const { enqueueSnackbar } = useSnackbar();
  const copy = () => {
    const done = navigator.clipboard?.writeText(links.url);
    if (!done) return enqueueSnackbar(t("copyFailed"), { variant: "warning" });
    done.then(
      () => enqueueSnackbar(t("copied"), { variant: "success" }),
      () => enqueueSnackbar(t("copyFailed"), { variant: "warning" }),
    );
  };
  return (
    <div className={styles.links}>
      <div className={styles.address}>
        <TextField
          id={testId ?? "calendar-address"}
          value={links.url}
          fullWidth
          size="small"
          label={t("address")}
          htmlInput={{
            readOnly: true,
            ...(testId && { "data-testid": testId }),
            onFocus: (e) => e.target.select(),
          }}
        />
        <button type="button" className={buttonClass("outlined", "medium", styles.copy)} onClick={copy}>
          {t("copy")}
        </button>
      </div>
      <a href={links.webcal} className={buttonClass("contained", "medium", styles.subscribe)}>
        <span className={plain.startIcon}>
          <svg focusable="false" aria-hidden="true" viewBox="0 0 24 24">
            <path d={EVENT} />
          </svg>
        </span>
        {t("subscribe")}
      </a>
    </div>
  );
}
