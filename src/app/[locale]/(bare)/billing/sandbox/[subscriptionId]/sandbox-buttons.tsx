"use client";
import { useTranslations } from "next-intl";
import { lazy, Suspense, useState } from "react";
import { buttonClass } from "@/ui/plain/button-link";
import content from "@/ui/plain/content.module.css";

// The code that ends the payment (the action, its errors) loads at the first press (decision 0068).
const SandboxFinish = lazy(() => import("./sandbox-finish"));

export type Outcome = "succeeded" | "failed" | "canceled";

/** MUI's contained, outlined error and text Buttons without MUI: pay, decline, cancel. */
export function SandboxButtonsView({ pending, onFinish }: { pending: boolean; onFinish: (outcome: Outcome) => void }) {
  const t = useTranslations("plus");
  return (
    <div className={content.actions}>
      <button
        type="button"
        className={buttonClass("contained")}
        onClick={() => onFinish("succeeded")}
        disabled={pending}
      >
        {t("sandboxPay")}
      </button>
      <button
        type="button"
        className={buttonClass("outlined", "medium", content.outlinedError)}
        onClick={() => onFinish("failed")}
        disabled={pending}
      >
        {t("sandboxDecline")}
      </button>
      <button type="button" className={buttonClass("text")} onClick={() => onFinish("canceled")} disabled={pending}>
        {t("sandboxCancel")}
      </button>
    </div>
  );
}

/**
 * The sandbox's three ends of a payment; the first press loads ./sandbox-finish.tsx, which takes
 * the buttons' place, sends that end and opens the purchase's status.
 */
export function SandboxButtons({ subscriptionId, statusPath }: { subscriptionId: string; statusPath: string }) {
  const [first, setFirst] = useState<Outcome | null>(null);
  const waiting = <SandboxButtonsView pending={first !== null} onFinish={setFirst} />;
  if (first === null) return waiting;
  return (
    <Suspense fallback={waiting}>
      <SandboxFinish subscriptionId={subscriptionId} statusPath={statusPath} first={first} />
    </Suspense>
  );
}
