"use client";
/**
 * Draws the messages `enqueueSnackbar` sends (./snackbar.tsx), as notistack did with MUI's look,
 * without either: at most three at once at the bottom left (above the bottom navigation and a
 * save bar on phones), the next ones waiting their turn, each gone after five seconds or, a
 * success, as soon as the next answer comes. Each is an
 * `alert`, read out when it appears. While a modal dialog is open they draw inside it, above its
 * backdrop and outside the inert page (a refusal of what the dialog sent is seen and read out).
 */
import { useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { SNACKBAR } from "@/lib/constants";
import { attachSnackbarHost, type SnackbarKey, type SnackbarMessage, type SnackbarOptions } from "./snackbar";
import styles from "./snackbar-host.module.css";
import { useTopDialog } from "./plain/top-dialog";

interface Snack {
  key: SnackbarKey;
  message: SnackbarMessage;
  variant: NonNullable<SnackbarOptions["variant"]>;
  /** Messages sent in one go (one task: a save's "saved" and "not saved") are one answer. */
  answer: number;
}

let counter = 0;
let answer = 0;
let answering = false;
/** The answer a message sent now belongs to: a new one unless another message was sent in this task. */
function currentAnswer(): number {
  if (!answering) {
    answer += 1;
    answering = true;
    queueMicrotask(() => {
      answering = false;
    });
  }
  return answer;
}

export function PlainSnackbarHost() {
  // Shown first, then waiting; a message's timer starts when it shows.
  const [snacks, setSnacks] = useState<Snack[]>([]);
  // Each shown message's timer, and since when it shows.
  const timers = useRef(new Map<SnackbarKey, { id: number; since: number }>());
  // What is on the screen as the page goes: it waits for the next page's host (attachSnackbarHost).
  const current = useRef<Snack[]>([]);
  useEffect(() => {
    current.current = snacks;
  });
  useEffect(() => {
    const remove = (key: SnackbarKey) => {
      window.clearTimeout(timers.current.get(key)?.id);
      timers.current.delete(key);
      setSnacks((all) => all.filter((s) => s.key !== key));
    };
    attachSnackbarHost({
      show: (message, options) => {
        const key = options?.key ?? `snack-${++counter}`;
        const snack = { key, message, variant: options?.variant ?? "default", answer: currentAnswer() };
        setSnacks((all) => {
          // A newer answer makes an earlier one's success old news: "Settings saved." left beside a
          // new refusal reads as if that had been saved too.
          const kept = all.filter((s) => s.key === key || s.variant !== "success" || s.answer === snack.answer);
          return kept.some((s) => s.key === key) ? kept.map((s) => (s.key === key ? snack : s)) : [...kept, snack];
        });
      },
      close: remove,
    });
    const own = timers.current;
    return () => {
      const now = Date.now();
      const left = current.current.flatMap((s) => {
        const ms = SNACKBAR.autoHideDurationMs - now + (own.get(s.key)?.since ?? now);
        const args = [s.message, { key: s.key, variant: s.variant }] satisfies [SnackbarMessage, SnackbarOptions];
        return ms > 0 ? [{ args, ms }] : [];
      });
      attachSnackbarHost(null, left);
      for (const timer of own.values()) window.clearTimeout(timer.id);
    };
  }, []);
  const shown = snacks.slice(0, SNACKBAR.maxSnack);
  useEffect(() => {
    for (const snack of shown) {
      if (timers.current.has(snack.key)) continue;
      const id = window.setTimeout(() => {
        timers.current.delete(snack.key);
        setSnacks((all) => all.filter((s) => s.key !== snack.key));
      }, SNACKBAR.autoHideDurationMs);
      timers.current.set(snack.key, { id, since: Date.now() });
    }
  });
  const dialog = useTopDialog();
  const view = (
    <div className={styles.container}>
      {shown.map((snack) => (
        <div key={snack.key} role="alert" className={`${styles.snack} ${styles[snack.variant]}`}>
          {snack.message}
        </div>
      ))}
    </div>
  );
  return dialog ? createPortal(view, dialog) : view;
}
