"use client";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useMutation } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { apiFetch } from "@/lib/api-client";
import { contactInput, type ContactInput } from "@/lib/schemas/contact";
import { useFieldErrorText, useHandleError, zodCodeResolver } from "@/ui/forms/use-form-errors";

const FIELDS = ["name", "email", "subject", "message"] as const;

export function ContactForm() {
  const t = useTranslations("contact");
  const locale = useLocale();
  const errorText = useFieldErrorText();
  const form = useForm({
    resolver: zodCodeResolver(contactInput),
    defaultValues: { name: "", email: "", subject: "", message: "", website: "" },
  });
  const { register, handleSubmit, formState, setError, reset } = form;
  const handleError = useHandleError(setError, FIELDS);
  const send = useMutation({
    mutationFn: (input: ContactInput) => apiFetch<{ id: string }>("/api/contact", { body: input, locale }),
    onError: handleError,
  });

  if (send.isSuccess) {
    return (
      <Stack spacing={2} sx={{ alignItems: "flex-start" }}>
        <Alert severity="success" role="status">
          {t("success", { email: send.variables.email })}
        </Alert>
        <Button
          onClick={() => {
            reset();
            send.reset();
          }}
        >
          {t("sendAnother")}
        </Button>
      </Stack>
    );
  }

  const field = (name: (typeof FIELDS)[number]) => ({
    ...register(name),
    error: Boolean(formState.errors[name]),
    helperText: errorText(formState.errors[name]),
  });

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={handleSubmit((values) => send.mutate(values))}
      aria-busy={send.isPending}
    >
      <TextField label={t("name")} autoComplete="name" required {...field("name")} />
      <TextField label={t("email")} type="email" autoComplete="email" required {...field("email")} />
      <TextField label={t("subject")} {...field("subject")} />
      <TextField label={t("message")} required multiline rows={5} {...field("message")} />
      {/* Honeypot: off-screen and skipped by keyboard and screen readers; bots fill it in. */}
      <Box aria-hidden sx={{ position: "absolute", left: -10000, width: 1, height: 1, overflow: "hidden" }}>
        <label>
          {t("honeypot")}
          <input type="text" tabIndex={-1} autoComplete="off" {...register("website")} />
        </label>
      </Box>
      <Box>
        <Button type="submit" variant="contained" size="large" disabled={send.isPending}>
          {send.isPending ? t("sending") : t("submit")}
        </Button>
      </Box>
    </Stack>
  );
}
