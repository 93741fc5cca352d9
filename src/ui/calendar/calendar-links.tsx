"use client";
import EventIcon from "@mui/icons-material/Event";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useTranslations } from "next-intl";
import { useSnackbar } from "@/ui/snackbar";

export interface FeedLinks {
  /** The https:// address, to paste into a calendar app ("add by URL"). */
  url: string;
  /** The same address as webcal://, which opens the device's calendar to subscribe. */
  webcal: string;
}

/** A calendar feed's address to copy, and a link that subscribes to it in the device's calendar app. */
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
    <Stack spacing={1.5}>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1}>
        <TextField
          value={links.url}
          fullWidth
          size="small"
          label={t("address")}
          slotProps={{
            htmlInput: {
              readOnly: true,
              "data-testid": testId,
              onFocus: (e: React.FocusEvent<HTMLInputElement>) => e.target.select(),
            },
          }}
        />
        <Button variant="outlined" sx={{ whiteSpace: "nowrap", flexShrink: 0 }} onClick={copy}>
          {t("copy")}
        </Button>
      </Stack>
      <Button
        variant="contained"
        href={links.webcal}
        startIcon={<EventIcon />}
        sx={{ alignSelf: { sm: "flex-start" } }}
      >
        {t("subscribe")}
      </Button>
    </Stack>
  );
}
