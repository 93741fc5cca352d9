"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Checkbox } from "@/ui/plain/choice";
import { useRouter } from "@/i18n/navigation";
import ConfirmDialog from "@/ui/confirm-dialog";
import { useAction } from "@/ui/forms/use-action";
import type { MemberRow } from "./members";
import { refreshPage } from "@/ui/refresh";
import { useSnackbar } from "@/ui/snackbar";

/** What is asked: `admin` and `member` are the role the owner gives a member (decision 0094). */
export type MemberChange = { kind: "remove" | "owner" | "admin" | "member"; member: MemberRow } | { kind: "leave" };

const WORDS = {
  remove: { title: "removeMember", text: "removeText", confirm: "remove" },
  owner: { title: "makeOwnerOf", text: "makeOwnerText", confirm: "makeOwner" },
  admin: { title: "makeAdminOf", text: "makeAdminText", confirm: "makeAdmin" },
  member: { title: "unmakeAdminOf", text: "unmakeAdminText", confirm: "unmakeAdmin" },
  leave: { title: "leave", text: "leaveText", confirm: "leave" },
} as const;

/**
 * Asks before removing a member, handing the group over, making a member a group admin (or a member
 * again) or leaving, then does it: loaded when first opened, with the
 * dialog and the code that sends the change (./members.tsx; decision 0068).
 */
export default function MemberDialog({
  groupId,
  slug,
  change,
  onClose,
}: {
  groupId: string;
  slug: string;
  change: MemberChange | null;
  onClose: () => void;
}) {
  const t = useTranslations("group");
  const router = useRouter();
  const action = useAction();
  const { enqueueSnackbar } = useSnackbar();
  // The last change asked about, so that the dialog keeps its words while it closes.
  const shown = change ?? { kind: "leave" as const };
  // A removed member could come back with the link they have: a new one, unless the manager says no.
  const [newLink, setNewLink] = useState(true);
  const run = () => {
    if (!change) return;
    if (change.kind === "remove") {
      return action.run(
        () =>
          action.api(
            `/api/groups/${groupId}/members/${change.member.groupUserId}${newLink ? "?newInvitation=true" : ""}`,
            { method: "DELETE" },
          ),
        {
          onSuccess: () => {
            onClose();
            refreshPage();
          },
        },
      );
    }
    if (change.kind === "admin" || change.kind === "member") {
      const role = change.kind;
      const name = change.member.nickname;
      return action.run(
        () =>
          action.api(`/api/groups/${groupId}/members/${change.member.groupUserId}/role`, {
            method: "PUT",
            body: { role },
          }),
        {
          onSuccess: () => {
            onClose();
            refreshPage();
            enqueueSnackbar(t(role === "admin" ? "adminMade" : "adminUnmade", { name }), { variant: "success" });
          },
        },
      );
    }
    if (change.kind === "owner") {
      return action.run(
        () => action.api(`/api/groups/${groupId}/owner`, { body: { groupUserId: change.member.groupUserId } }),
        {
          onSuccess: () => {
            onClose();
            refreshPage();
          },
        },
      );
    }
    return action.run(() => action.api(`/api/groups/${groupId}/leave`, { body: {} }), {
      onSuccess: () => router.push(`/${slug}`),
    });
  };
  return (
    <ConfirmDialog
      open={change !== null}
      title={shown.kind === "leave" ? t("leave") : t(WORDS[shown.kind].title, { name: shown.member.nickname })}
      text={t(WORDS[shown.kind].text)}
      confirm={t(WORDS[shown.kind].confirm)}
      cancel={t("cancel")}
      busy={action.pending}
      onConfirm={run}
      onClose={onClose}
    >
      {shown.kind === "remove" && (
        <Checkbox label={t("removeNewLink")} checked={newLink} onChange={setNewLink} disabled={action.pending} />
      )}
    </ConfirmDialog>
  );
}
