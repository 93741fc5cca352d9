"use client";
import { useEffect, useRef } from "react";
import { useRouter } from "@/i18n/navigation";
import { useAction } from "@/ui/forms/use-action";
import { SandboxButtonsView, type Outcome } from "./sandbox-buttons";

/**
 * The sandbox's buttons once one was pressed (./sandbox-buttons.tsx loads it then): sends that end
 * as it mounts; the buttons stay disabled while the status page opens, a refusal shown as every
 * action's (a snackbar) and the buttons free again.
 */
export default function SandboxFinish({
  subscriptionId,
  statusPath,
  first,
}: {
  subscriptionId: string;
  statusPath: string;
  first: Outcome;
}) {
  const router = useRouter();
  const action = useAction();
  const pending = action.pending || action.done;
  const finish = (outcome: Outcome) =>
    action.run(() => action.api(`/api/billing/sandbox/${subscriptionId}`, { body: { outcome } }), {
      onSuccess: () => router.push(statusPath),
    });
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    void finish(first);
  });
  return <SandboxButtonsView pending={pending} onFinish={(outcome) => void finish(outcome)} />;
}
