"use client";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { FormInput } from "@/ui/forms/form-input";
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
    <Stack component="form" noValidate onSubmit={submit} spacing={2}>
      <FormInput form={form} name="nickname" label={t("nickname")} htmlInput={{ maxLength: TEXT_LIMITS.nickname }} />
      <div>
        <Button type="submit" variant="contained" size="large" disabled={pending}>
          {t("joinSubmit")}
        </Button>
      </div>
    </Stack>
  );
}
