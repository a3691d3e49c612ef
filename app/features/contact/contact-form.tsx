import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useEffectEvent, useRef } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Icon } from "~/components/ui/icon";
import { TextArea } from "~/components/ui/text-area";
import { TextField } from "~/components/ui/text-field";
import { CONTACT_LIMITS } from "./limits";
import { contactSchema, EMPTY_MESSAGE, LIMIT_VALUES, type ContactField } from "./contact-schema";
import { ContactStatusMessage } from "./contact-status";
import { FillTimerScript } from "./fill-timer-script";
import { Honeypot } from "./honeypot";
import { SubmitButton } from "./submit-button";
import { useContactSubmit } from "./use-contact-submit";
import { useHasProvider } from "./use-has-provider";

/**
 * The contact form: checked before sending, then sent to EmailJS or handed to the visitor's mail
 * program.
 */
export function ContactForm({ to }: { to: string }) {
  const { t } = useTranslation("contact");
  const hasProvider = useHasProvider();
  const { register, handleSubmit, reset, control, formState } = useForm({
    resolver: zodResolver(contactSchema),
    defaultValues: EMPTY_MESSAGE,
  });
  const { status, submit, form, honeypot, takeEarlySubmit } = useContactSubmit({ to, onSent: () => reset() });
  const message = useWatch({ control, name: "message" });
  const submitButton = useRef<HTMLButtonElement>(null);
  const submitting = status.kind === "submitting";

  // What a visitor typed into the prerendered form before hydration stays in the fields, and
  // react-hook-form reads it when it registers them, but without telling its watchers (the
  // character count showed 0): hand it over as the form's values, the defaults staying empty.
  // Then send what they already asked to send.
  const adoptTypedValues = useEffectEvent(() => {
    const fields = form.current?.elements;
    if (!fields) return;
    const typed = { ...EMPTY_MESSAGE };
    for (const name of Object.keys(EMPTY_MESSAGE) as ContactField[]) {
      const control = fields.namedItem(name);
      if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) typed[name] = control.value;
    }
    if (Object.values(typed).some(Boolean)) reset(typed, { keepDefaultValues: true });
    if (takeEarlySubmit()) form.current?.requestSubmit();
  });
  useEffect(() => adoptTypedValues(), []);

  // A disabled button drops focus; give it back so a keyboard user can carry on from here.
  useEffect(() => {
    if (status.kind !== "idle" && !submitting && document.activeElement === document.body) {
      submitButton.current?.focus();
    }
  }, [status.kind, submitting]);

  // Errors hold translation keys, so they follow a language change while the values stay.
  const error = (field: ContactField) => {
    const key = formState.errors[field]?.message;
    return key ? t(key, LIMIT_VALUES) : undefined;
  };

  return (
    <form
      ref={form}
      noValidate
      aria-label={t("contactForm.label")}
      aria-busy={submitting}
      onSubmit={handleSubmit(submit)}
      className={
        "self-start rounded-[2rem] border border-line bg-card p-5 shadow-[0_40px_80px_-48px_rgb(23_21_31/0.45)] sm:p-8 lg:p-10 " +
        "dark:shadow-none"
      }
    >
      <div className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        <TextField label={t("contactForm.name")} autoComplete="name" error={error("name")} {...register("name")} />
        <TextField
          label={t("contactForm.email")}
          type="email"
          autoComplete="email"
          spellCheck={false}
          error={error("email")}
          {...register("email")}
        />
        <TextField
          label={t("contactForm.companyName")}
          labelNote={t("contactForm.optional")}
          autoComplete="organization"
          {...register("companyName")}
        />
        <TextField label={t("contactForm.subject")} error={error("subject")} {...register("subject")} />
        <TextArea
          className="sm:col-span-2"
          label={t("contactForm.message")}
          rows={7}
          hint={t("contactForm.characterCount", { count: message.trim().length, max: CONTACT_LIMITS.message.max })}
          error={error("message")}
          {...register("message")}
        />
      </div>
      <Honeypot ref={honeypot} label={t("contactForm.honeypot")} />

      <div className="mt-3 flex flex-col gap-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex max-w-sm items-start gap-2.5 text-sm text-muted">
          <Icon name="mail" size={18} className="mt-0.5 shrink-0 text-accent" />
          {hasProvider ? t("contactForm.providerNotice") : t("contactForm.mailtoNotice")}
        </p>
        <SubmitButton ref={submitButton} submitting={submitting}>
          {submitting ? t("contactForm.submitting") : t("contactForm.submit")}
        </SubmitButton>
      </div>
      <ContactStatusMessage status={status} to={to} />
      <FillTimerScript />
    </form>
  );
}
