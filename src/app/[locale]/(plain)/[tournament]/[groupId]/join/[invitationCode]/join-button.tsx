"use client";
import { useTranslations } from "next-intl";
import { useForm } from "@/ui/forms/form";
import { buttonClass } from "@/ui/plain/button-link";
import content from "@/ui/plain/content.module.css";
import { FormInput } from "@/ui/plain/form-fields";
import { lazyCodeResolver } from "@/ui/forms/use-form-errors";
import { TEXT_LIMITS } from "@/lib/schemas/limits";
import { useJoin } from "./use-join";

const FIELDS = ["nickname"] as const;
/** The server's own rule for the name, loaded with the first submit (zod stays out of the page's first load). */
const resolver = lazyCodeResolver(() =>
  import("@/lib/schemas/groups").then((m) => m.joinGroupInput.pick({ nickname: true }).required()),
);

/** The invitation's form: my name in the group (my account's at first), then join. */
export function JoinButton({
  slug,
  groupId,
  invitationCode,
  nickname,
}: {
  slug: string;
  groupId: string;
  invitationCode: string;
  nickname: string;
}) {
  const t = useTranslations("group");
  const form = useForm({ resolver, defaultValues: { nickname } });
  const { join, pending } = useJoin(slug, groupId, invitationCode, { setError: form.setError, fields: FIELDS });
  const submit = form.handleSubmit((values) => join(values.nickname));
  return (
    <form noValidate onSubmit={submit} className={`${content.stack2} ${content.flush}`}>
      <FormInput form={form} name="nickname" label={t("nickname")} htmlInput={{ maxLength: TEXT_LIMITS.nickname }} />
      <div>
        <button type="submit" className={buttonClass("contained", "large")} disabled={pending}>
          {t("joinSubmit")}
        </button>
      </div>
    </form>
  );
}
