"use client";
import { useRouter } from "@/i18n/navigation";
import { useAction } from "@/ui/forms/use-action";

/**
 * Joins a group (by invitation, or a public league without a code) and opens it; refusals shown
 * as every form shows them. The button stays disabled while the group opens.
 */
export function useJoin(slug: string, groupId: string, invitationCode?: string) {
  const router = useRouter();
  const { run, api, pending, done } = useAction();
  const join = (nickname: string) =>
    void run(
      () =>
        api(`/api/groups/${groupId}/join`, {
          body: { ...(invitationCode !== undefined && { invitationCode }), nickname },
        }),
      { onSuccess: () => router.push(`/${slug}/${groupId}`) },
    );
  return { join, pending: pending || done };
}
