"use client";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { Link, useRouter } from "@/i18n/navigation";
import { ConfirmDialog } from "@/ui/confirm-dialog";
import { useAction } from "@/ui/forms/use-action";
import styles from "./group-page.module.css";

export interface MemberRow {
  groupUserId: string;
  nickname: string;
  role: "owner" | "admin" | "member";
}

type Pending = { kind: "remove"; member: MemberRow } | { kind: "leave" } | null;

/**
 * The members (a page of them, its page links as children), each linking to their picks; managers
 * remove members, a member (not the owner) leaves. A plain list: light on a large group's page.
 */
export function Members({
  groupId,
  slug,
  members,
  me,
  children,
}: {
  groupId: string;
  slug: string;
  members: MemberRow[];
  me: Pick<MemberRow, "groupUserId" | "role">;
  children?: ReactNode;
}) {
  const t = useTranslations("group");
  const router = useRouter();
  const action = useAction();
  const busy = action.pending;
  const [confirm, setConfirm] = useState<Pending>(null);
  const manager = me.role !== "member";

  const run = () => {
    if (!confirm) return;
    if (confirm.kind === "remove") {
      return action.run(
        () => action.api(`/api/groups/${groupId}/members/${confirm.member.groupUserId}`, { method: "DELETE" }),
        {
          onSuccess: () => {
            setConfirm(null);
            router.refresh();
          },
        },
      );
    }
    return action.run(() => action.api(`/api/groups/${groupId}/leave`, { body: {} }), {
      onSuccess: () => router.push(`/${slug}`),
    });
  };

  return (
    <Paper component="section" aria-labelledby="members-title" sx={{ p: 2 }}>
      <Typography id="members-title" variant="h6" component="h2">
        {t("membersTitle")}
      </Typography>
      <ul className={styles.members} data-testid="members">
        {members.map((m) => (
          <li key={m.groupUserId}>
            <span>
              <Link href={`/${slug}/${groupId}/picks/${m.groupUserId}`}>{m.nickname}</Link>
              <span className={styles.role}>{t(`role.${m.role}`)}</span>
            </span>
            {manager && m.role !== "owner" && m.groupUserId !== me.groupUserId && (
              <Button
                size="small"
                color="error"
                onClick={() => setConfirm({ kind: "remove", member: m })}
                aria-label={t("removeMember", { name: m.nickname })}
              >
                {t("remove")}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {children}
      {me.role !== "owner" && (
        <Button color="error" onClick={() => setConfirm({ kind: "leave" })}>
          {t("leave")}
        </Button>
      )}
      <ConfirmDialog
        open={confirm !== null}
        title={confirm?.kind === "remove" ? t("removeMember", { name: confirm.member.nickname }) : t("leave")}
        text={confirm?.kind === "remove" ? t("removeText") : t("leaveText")}
        confirm={confirm?.kind === "remove" ? t("remove") : t("leave")}
        cancel={t("cancel")}
        busy={busy}
        onConfirm={run}
        onClose={() => setConfirm(null)}
      />
    </Paper>
  );
}
