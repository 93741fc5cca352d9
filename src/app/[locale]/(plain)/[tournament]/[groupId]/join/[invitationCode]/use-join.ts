"use client";
import type { FieldValues } from "@/ui/forms/form";
import { useRouter } from "@/i18n/navigation";
import { useAction, type ActionOptions } from "@/ui/forms/use-action";

/**
 * Joins a group (by invitation, or a public league without a code) and opens it; refusals shown
 * as every form shows them (on the nickname's field when a form passes its `setError`). The
 * button stays disabled while the group opens.
 */
export function useJoin<V extends FieldValues = FieldValues>(
  slug: string,
  groupId: string,
  invitationCode?: string,
  options: ActionOptions<V> = {},
) {
  const router = useRouter();
  const { run, api, pending, done } = useAction(options);
  const join = (nickname: string) =>
    run(
      () =>
        api(`/api/groups/${groupId}/join`, {
          body: { ...(invitationCode !== undefined && { invitationCode }), nickname },
        }),
      { onSuccess: () => router.push(`/${slug}/${groupId}`) },
    );
  return { join, pending: pending || done };
}
