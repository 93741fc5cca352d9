"use client";
import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { useState, type ReactNode } from "react";
import { Link } from "@/i18n/navigation";
import { Avatar } from "@/ui/plain/avatar";
import content from "@/ui/plain/content.module.css";
import plain from "@/ui/plain/plain.module.css";
import styles from "./group-page.module.css";
import type { MemberChange } from "./member-dialog";

export interface MemberRow {
  groupUserId: string;
  nickname: string;
  role: "owner" | "admin" | "member";
  /** Their avatar's address, null without one (their initial shows). */
  image: string | null;
}

// The dialogs and the code that sends the change load when first opened (decision 0068).
const MemberDialog = dynamic(() => import("./member-dialog"), { ssr: false });
const NicknameDialog = dynamic(() => import("./nickname-dialog"), { ssr: false });

/** MUI's text Button in the error colour, medium or small, without MUI (decision 0068). */
const errorButton = (small?: boolean) =>
  [plain.button, content.errorButton, small && content.smallText].filter(Boolean).join(" ");

/**
 * The members (a page of them, its page links as children), each linking to their picks; managers
 * remove members, the owner makes another member the owner or a group admin (and a member again),
 * a member (not the owner) leaves. A plain list: light on a large group's page;
 * the dialog that asks first (./member-dialog.tsx) loads when it opens.
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
  const [change, setChange] = useState<MemberChange | null>(null);
  const [opened, setOpened] = useState(false);
  // Renaming myself: null until first asked, then whether its dialog is open.
  const [renaming, setRenaming] = useState<boolean | null>(null);
  const manager = me.role !== "member";
  const mine = members.find((m) => m.groupUserId === me.groupUserId);
  const ask = (next: MemberChange) => {
    setOpened(true);
    setChange(next);
  };

  return (
    <section aria-labelledby="members-title" className={`${content.paper} ${content.p2}`}>
      <h2 id="members-title" className={content.h6}>
        {t("membersTitle")}
      </h2>
      <ul className={styles.members} data-testid="members">
        {members.map((m) => (
          <li key={m.groupUserId}>
            <span className={styles.member}>
              <Avatar image={m.image} name={m.nickname} size={32} loading="lazy" />
              <span>
                <Link href={`/${slug}/${groupId}/picks/${m.groupUserId}`}>{m.nickname}</Link>
                <span className={styles.role}>{t(`role.${m.role}`)}</span>
              </span>
            </span>
            {m.groupUserId === me.groupUserId && (
              <span className={styles.memberActions}>
                <button
                  type="button"
                  className={[plain.button, content.textButton, content.smallText].join(" ")}
                  onClick={() => setRenaming(true)}
                >
                  {t("rename")}
                </button>
              </span>
            )}
            {manager && m.role !== "owner" && m.groupUserId !== me.groupUserId && (
              <span className={styles.memberActions}>
                {me.role === "owner" && (
                  <>
                    <button
                      type="button"
                      className={[plain.button, content.textButton, content.smallText].join(" ")}
                      onClick={() => ask({ kind: "owner", member: m })}
                      // Named with whom it is for, its visible words first (a screen reader's list of buttons).
                      aria-label={`${t("makeOwner")}: ${m.nickname}`}
                    >
                      {t("makeOwner")}
                    </button>
                    <button
                      type="button"
                      className={[plain.button, content.textButton, content.smallText].join(" ")}
                      onClick={() => ask({ kind: m.role === "admin" ? "member" : "admin", member: m })}
                      aria-label={`${t(m.role === "admin" ? "unmakeAdmin" : "makeAdmin")}: ${m.nickname}`}
                    >
                      {t(m.role === "admin" ? "unmakeAdmin" : "makeAdmin")}
                    </button>
                  </>
                )}
                <button
                  type="button"
                  className={errorButton(true)}
                  onClick={() => ask({ kind: "remove", member: m })}
                  aria-label={t("removeMember", { name: m.nickname })}
                >
                  {t("remove")}
                </button>
              </span>
            )}
          </li>
        ))}
      </ul>
      {children}
      {me.role !== "owner" && (
        <button type="button" className={errorButton()} onClick={() => ask({ kind: "leave" })}>
          {t("leave")}
        </button>
      )}
      {opened && <MemberDialog groupId={groupId} slug={slug} change={change} onClose={() => setChange(null)} />}
      {renaming !== null && mine && (
        <NicknameDialog groupId={groupId} nickname={mine.nickname} open={renaming} onClose={() => setRenaming(false)} />
      )}
    </section>
  );
}
