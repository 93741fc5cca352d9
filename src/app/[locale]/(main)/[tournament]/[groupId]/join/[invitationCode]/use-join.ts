"use client";
import { useLocale } from "next-intl";
import { useState } from "react";
import { useRouter } from "@/i18n/navigation";
import { apiFetch } from "@/lib/api-client";
import { useHandleError } from "@/ui/forms/use-form-errors";

/** Joins a group (by invitation, or a public league without a code) and opens it; refusals shown as every form shows them. */
export function useJoin(slug: string, groupId: string, invitationCode?: string) {
  const locale = useLocale();
  const router = useRouter();
  const handleError = useHandleError();
  const [pending, setPending] = useState(false);
  const join = (nickname: string) => {
    setPending(true);
    apiFetch(`/api/groups/${groupId}/join`, {
      body: { ...(invitationCode !== undefined && { invitationCode }), nickname },
      locale,
    })
      .then(() => router.push(`/${slug}/${groupId}`))
      .catch((error) => {
        handleError(error);
        setPending(false);
      });
  };
  return { join, pending };
}
