"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "@/ui/forms/form";
import { useAction } from "@/ui/forms/use-action";
import { lazyCodeResolver } from "@/ui/forms/use-form-errors";
import { Alert } from "@/ui/plain/alert";
import { buttonClass } from "@/ui/plain/button-link";
import content from "@/ui/plain/content.module.css";
import { FormInput } from "@/ui/plain/form-fields";
import { focusNextFrame } from "@/ui/reorder";

const FIELDS = ["name", "email", "subject", "message"] as const;
/** The server's own schema, loaded with the first submit (zod stays out of the page's first load). */
const resolver = lazyCodeResolver(() => import("@/lib/schemas/contact").then((m) => m.contactInput));

/** `from`: the signed-in player's name and address, filled in (and kept for another message). */
export function ContactForm({ from }: { from?: { name: string; email: string } }) {
  const t = useTranslations("contact");
  const form = useForm({
    resolver,
    defaultValues: { name: from?.name ?? "", email: from?.email ?? "", subject: "", message: "", website: "" },
  });
  const { run, api, pending } = useAction({ setError: form.setError, fields: FIELDS });
  // The address the message was sent from, once it went through.
  const [sent, setSent] = useState<string | null>(null);

  if (sent !== null) {
    return (
      <div className={`${content.stack2} ${content.flush} ${content.start}`}>
        <Alert severity="success" role="status">
          {t("success", { email: sent })}
        </Alert>
        <button
          type="button"
          className={buttonClass()}
          onClick={() => {
            form.reset();
            setSent(null);
            // The button goes with the note: the form's first empty field takes the focus, not the page.
            focusNextFrame(() => document.getElementById(from ? "field-subject" : "field-name"));
          }}
        >
          {t("sendAnother")}
        </button>
      </div>
    );
  }

  return (
    <form
      noValidate
      className={`${content.stack2} ${content.flush}`}
      onSubmit={form.handleSubmit((values) =>
        run(() => api<{ id: string }>("/api/contact", { body: values }), { onSuccess: () => setSent(values.email) }),
      )}
      aria-busy={pending}
    >
      <FormInput form={form} name="name" label={t("name")} autoComplete="name" required />
      <FormInput form={form} name="email" label={t("email")} type="email" autoComplete="email" required />
      <FormInput form={form} name="subject" label={t("subject")} />
      <FormInput form={form} name="message" label={t("message")} required multiline rows={5} />
      {/* Honeypot: off-screen and skipped by keyboard and screen readers; bots fill it in. */}
      <div aria-hidden style={{ position: "absolute", left: -10000, width: 1, height: 1, overflow: "hidden" }}>
        <label>
          {t("honeypot")}
          <input type="text" tabIndex={-1} autoComplete="off" {...form.register("website")} />
        </label>
      </div>
      <div>
        <button type="submit" className={buttonClass("contained", "large")} disabled={pending}>
          {pending ? t("sending") : t("submit")}
        </button>
      </div>
    </form>
  );
}
