"use client";
/** notistack, loaded after the page (./snackbar.tsx): draws the messages `enqueueSnackbar` sends. */
import { styled } from "@mui/material/styles";
import {
  closeSnackbar as notistackClose,
  enqueueSnackbar as notistackEnqueue,
  MaterialDesignContent,
  SnackbarProvider,
} from "notistack";
import { useEffect } from "react";
import { SNACKBAR } from "@/lib/constants";
import { attachSnackbarHost } from "./snackbar";

/** notistack's own greens and ambers fail WCAG AA behind white text: darker shades that pass (4.5:1). */
const Snack = styled(MaterialDesignContent)(() => ({
  "&.notistack-MuiContent-success": { backgroundColor: "#1b5e20" },
  "&.notistack-MuiContent-error": { backgroundColor: "#b71c1c" },
  "&.notistack-MuiContent-warning": { backgroundColor: "#8a4600" },
  "&.notistack-MuiContent-info": { backgroundColor: "#01579b" },
}));
const SNACK_COMPONENTS = { success: Snack, error: Snack, warning: Snack, info: Snack, default: Snack };

export function NotistackHost() {
  useEffect(() => {
    attachSnackbarHost({
      show: (message, options) => void notistackEnqueue(message, options),
      close: (key) => notistackClose(key),
    });
    return () => attachSnackbarHost(null);
  }, []);
  return (
    <SnackbarProvider
      maxSnack={SNACKBAR.maxSnack}
      autoHideDuration={SNACKBAR.autoHideDurationMs}
      anchorOrigin={{ ...SNACKBAR.anchorOrigin }}
      Components={SNACK_COMPONENTS}
    />
  );
}
