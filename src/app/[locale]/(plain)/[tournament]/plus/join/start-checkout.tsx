"use client";
import { useTranslations } from "next-intl";
import { lazy, Suspense, useState } from "react";
import { buttonClass } from "@/ui/plain/button-link";
import content from "@/ui/plain/content.module.css";
import { LinearProgress } from "@/ui/plain/progress";

// The code that starts the purchase (the action, its errors) loads at the first press (decision 0068).
const Checkout = lazy(() => import("./checkout"));

/** MUI's large contained Button, then while the purchase starts a LinearProgress and "Redirecting…". */
export function CheckoutView({ pending, onStart }: { pending: boolean; onStart: () => void }) {
  const t = useTranslations("plus");
  return (
    <div className={`${content.stack2} ${content.flush}`}>
      <div>
        <button type="button" className={buttonClass("contained", "large")} onClick={onStart} disabled={pending}>
          {t("continueToPayment")}
        </button>
      </div>
      {pending && (
        <>
          <LinearProgress label={t("redirecting")} />
          <p className={content.body2} role="status">
            {t("redirecting")}
          </p>
        </>
      )}
    </div>
  );
}

/**
 * Starts the purchase and leaves for the provider's checkout (or the sandbox's), without MUI: the
 * first press loads ./checkout.tsx, which takes the view's place and sends the start.
 */
export function StartCheckout({ slug }: { slug: string }) {
  const [pressed, setPressed] = useState(false);
  const waiting = <CheckoutView pending={pressed} onStart={() => setPressed(true)} />;
  if (!pressed) return waiting;
  return (
    <Suspense fallback={waiting}>
      <Checkout slug={slug} />
    </Suspense>
  );
}
