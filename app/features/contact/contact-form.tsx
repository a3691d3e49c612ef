import { useEffect, useEffectEvent, useRef, useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { Icon } from "~/components/ui/icon";
import { TextArea } from "~/components/ui/text-area";
import { TextField } from "~/components/ui/text-field";
import { CONTACT_LIMITS, LIMIT_VALUES } from "./limits";
import type { FormErrors, FormLogic } from "./contact-form-logic";
import type { ContactField } from "./contact-schema";
import { ContactStatusMessage } from "./contact-status";
import { ErrorSummary, fieldId } from "./error-summary";
import { FillTimerScript } from "./fill-timer-script";
import { Honeypot } from "./honeypot";
import { SubmitButton } from "./submit-button";
import { useContactSubmit } from "./use-contact-submit";
import { useFormLogic } from "./use-form-logic";
import { useHasProvider } from "./use-has-provider";

const messageLength = (form: HTMLFormElement | null) => {
  const control = form?.elements.namedItem("message");
  return control instanceof HTMLTextAreaElement ? control.value.trim().length : 0;
};

/**
 * The contact form: checked before sending, then sent to EmailJS or handed to the visitor's mail
 * program. Its fields are plain, uncontrolled inputs; the checks arrive at the first touch
 * (use-form-logic.ts) and take them over as they are, typed text included.
 */
export function ContactForm({ to }: { to: string }) {
  const { t } = useTranslation("contact");
  const hasProvider = useHasProvider();
  const [logic, setLogic] = useState<FormLogic | null>(null);
  const [errors, setErrors] = useState<FormErrors>({});
  // Counts the submits that found invalid fields: each one moves the focus to the summary.
  const [failedSubmits, setFailedSubmits] = useState(0);
  const summary = useRef<HTMLDivElement>(null);
  const [count, setCount] = useState(0);
  const { status, submit, form, honeypot, takeEarlySubmit, goLive } = useContactSubmit({
    to,
    onSent: () => {
      logic?.reset();
      setCount(0);
    },
  });
  const Logic = useFormLogic(form)?.ContactFormLogic;
  const submitButton = useRef<HTMLButtonElement>(null);
  const submitting = status.kind === "submitting";
  // While the sent panel shows, it stands in for the form: the fields are out of reach and out of
  // sight, and the card is only as tall as the message at every width, at the top of its column
  // (covering the fields left ~800 px around one line on a phone, and stretched to the first
  // column's height at 1440 it was 700 px around 200 px of words).
  const sent = status.kind === "success";
  const whileSent = sent ? "hidden" : "";
  const handedOver = status.kind === "mailto";
  const card = sent ? "flex flex-col self-start" : "self-start";

  // Text typed into the prerendered form before hydration is counted too; only the DOM has it.
  useEffect(() => setCount(messageLength(form.current)), [form]);

  // With the checks in, submits are the app's; one the visitor pressed while waiting goes now.
  const takeOver = useEffectEvent(() => {
    goLive();
    if (takeEarlySubmit()) form.current?.requestSubmit();
  });
  useEffect(() => {
    if (logic) takeOver();
  }, [logic]);

  // A disabled button drops focus, and so does the sent panel when it goes; give it back to the
  // button so a keyboard user can carry on from here (the panel holds it while it shows).
  const wasSent = useRef(false);
  useEffect(() => {
    const panelGone = wasSent.current && !sent;
    wasSent.current = sent;
    const settled = status.kind !== "idle" && !submitting && !sent;
    if ((settled || panelGone) && document.activeElement === document.body) submitButton.current?.focus();
  }, [status.kind, submitting, sent]);

  // After a failed submit the summary takes the focus (and comes into view below the header), so a
  // screen reader hears how many fields need attention and the links to them (decision 47).
  useEffect(() => {
    if (failedSubmits > 0) summary.current?.focus();
  }, [failedSubmits]);
  const onInvalid = (found: FormErrors) => {
    setErrors(found);
    setFailedSubmits((n) => n + 1);
  };

  // Errors hold translation keys, so they follow a language change while the values stay.
  const error = (field: ContactField) => {
    const key = errors[field];
    return key ? t(key, LIMIT_VALUES) : undefined;
  };

  return (
    <form
      ref={form}
      noValidate
      aria-label={t("contactForm.label")}
      aria-busy={submitting}
      // Until the checks are in, the fill timer holds a submit back (see fill-timer.ts).
      onSubmit={(event) => (logic ? logic.submit(event) : event.preventDefault())}
      className={
        `relative ${card} rounded-[2rem] border border-line bg-card p-5 shadow-[0_40px_80px_-48px_rgb(23_21_31/0.45)] sm:p-8 lg:p-10 ` +
        "dark:shadow-none"
      }
    >
      <ErrorSummary ref={summary} errors={errors} />
      <div inert={sent} className={`grid gap-x-6 gap-y-5 sm:grid-cols-2 ${whileSent}`}>
        <TextField id={fieldId("name")} name="name" label={t("contactForm.name")} autoComplete="name" error={error("name")} />
        <TextField
          id={fieldId("email")}
          name="email"
          label={t("contactForm.email")}
          type="email"
          autoComplete="email"
          spellCheck={false}
          error={error("email")}
        />
        <TextField
          id={fieldId("companyName")}
          name="companyName"
          label={t("contactForm.companyName")}
          labelNote={t("contactForm.optional")}
          autoComplete="organization"
        />
        <TextField id={fieldId("subject")} name="subject" label={t("contactForm.subject")} error={error("subject")} />
        <TextArea
          id={fieldId("message")}
          name="message"
          className="sm:col-span-2"
          label={t("contactForm.message")}
          rows={7}
          hint={t("contactForm.characterCount", { count, max: CONTACT_LIMITS.message.max })}
          error={error("message")}
          onInput={(event) => setCount(event.currentTarget.value.trim().length)}
        />
      </div>
      <Honeypot ref={honeypot} label={t("contactForm.honeypot")} />

      <div inert={sent} className={`mt-6 flex flex-col gap-5 sm:flex-row sm:items-center sm:justify-end ${whileSent}`}>
        {/* Once the mail program has opened, the notice below says so: the hint would say it twice. */}
        <p className={`max-w-sm items-start gap-2.5 text-sm sm:mr-auto text-muted ${handedOver ? "hidden" : "flex"}`}>
          <Icon name="mail" size={18} className="mt-0.5 shrink-0 text-accent" />
          {hasProvider ? t("contactForm.providerNotice") : t("contactForm.mailtoNotice")}
        </p>
        <SubmitButton ref={submitButton} submitting={submitting}>
          {/* Without a provider the button does not send: it says what it does, open the mail program. */}
          {submitting ? t("contactForm.submitting") : t(hasProvider ? "contactForm.submit" : "contactForm.submitMailto")}
        </SubmitButton>
      </div>
      <ContactStatusMessage status={status} to={to} />
      <FillTimerScript />
      {Logic && <Logic form={form} onReady={setLogic} onErrors={setErrors} onValid={submit} onInvalid={onInvalid} />}
    </form>
  );
}
