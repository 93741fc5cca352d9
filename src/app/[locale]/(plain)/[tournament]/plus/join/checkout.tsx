"use client";
import { useEffect, useRef } from "react";
import { useAction } from "@/ui/forms/use-action";
import { CheckoutView } from "./start-checkout";

/**
 * The checkout's start once pressed (./start-checkout.tsx loads it then): sends it as it mounts and
 * leaves for the checkout; a refusal is shown as every action's (a snackbar), the button free again.
 */
export default function Checkout({ slug }: { slug: string }) {
  const action = useAction();
  // Stays "redirecting" while the browser leaves for the checkout.
  const pending = action.pending || action.done;
  const start = () =>
    action.run(
      () =>
        action.api<{ redirectUrl: string }>("/api/billing/init-payment", { body: { tournament: slug, plan: "plus" } }),
      { onSuccess: ({ redirectUrl }) => window.location.assign(redirectUrl) },
    );
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    void start();
  });
  return <CheckoutView pending={pending} onStart={() => void start()} />;
}
