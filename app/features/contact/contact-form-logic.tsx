import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useLayoutEffect, useRef, type FormEvent, type RefObject } from "react";
import { useForm, type FieldErrors } from "react-hook-form";
import { CONTACT_FIELDS } from "./contact-fields";
import { contactSchema, EMPTY_MESSAGE, type ContactField, type ContactMessage } from "./contact-schema";

// The contact form's checks, loaded on the visitor's first touch of the form (use-form-logic.ts)
// rather than with the page: react-hook-form, its zod resolver and the schema are 17 KB brotli
// that a reader of the page never needs. The form is already on screen, hydrated or not, and
// may hold text; this takes its fields over where they are, without re-rendering them.

/** What the form needs from its logic once it is in. */
export type FormLogic = {
  /** The form's submit: checks the message, then hands a valid one on. */
  submit: (event: FormEvent<HTMLFormElement>) => void;
  /** Empties the fields after a message went. */
  reset: () => void;
};

/** Each invalid field's message, as a translation key. */
export type FormErrors = Partial<Record<ContactField, string>>;

type Props = {
  form: RefObject<HTMLFormElement | null>;
  onReady: (logic: FormLogic) => void;
  onErrors: (errors: FormErrors) => void;
  onValid: (message: ContactMessage) => void;
  /** A submit found invalid fields: their messages, handed over at once so the summary can take the focus. */
  onInvalid: (errors: FormErrors) => void;
};

function errorKeys(errors: FieldErrors<ContactMessage>): FormErrors {
  const keys: FormErrors = {};
  for (const name of CONTACT_FIELDS) {
    const message = errors[name]?.message;
    if (message) keys[name] = message;
  }
  return keys;
}

/** Renders nothing: it wires react-hook-form to the fields the form already shows. */
export function ContactFormLogic({ form, onReady, onErrors, onValid, onInvalid }: Props) {
  const { register, handleSubmit, reset, setValue, formState } = useForm({
    resolver: zodResolver(contactSchema),
    defaultValues: EMPTY_MESSAGE,
    // The error summary above the fields takes the focus instead (decision 47).
    shouldFocusError: false,
  });
  const valid = useRef(onValid);
  const invalid = useRef(onInvalid);
  useEffect(() => {
    valid.current = onValid;
    invalid.current = onInvalid;
  });

  // Reading formState.errors subscribes this component to them; the form shows them, handed
  // over when they change.
  const errors = JSON.stringify(errorKeys(formState.errors));
  useEffect(() => onErrors(JSON.parse(errors) as FormErrors), [errors, onErrors]);

  // In one go, so no keystroke falls between reading a field and registering it: each field's
  // current text becomes its value first, so registering it leaves the text as it is.
  useLayoutEffect(() => {
    const fields = form.current?.elements;
    if (!fields) return;
    const unwire: Array<() => void> = [];
    for (const name of CONTACT_FIELDS) {
      const control = fields.namedItem(name);
      if (!(control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement)) continue;
      const { ref, onChange, onBlur } = register(name);
      setValue(name, control.value);
      void ref(control);
      const change = (event: Event) => void onChange(event);
      const blur = (event: Event) => void onBlur(event);
      control.addEventListener("input", change);
      control.addEventListener("focusout", blur);
      unwire.push(() => {
        control.removeEventListener("input", change);
        control.removeEventListener("focusout", blur);
      });
    }
    onReady({
      submit: handleSubmit(
        (message) => valid.current(message),
        (found) => invalid.current(errorKeys(found)),
      ),
      reset: () => reset(),
    });
    return () => {
      for (const undo of unwire) undo();
    };
  }, [form, register, setValue, handleSubmit, reset, onReady]);

  return null;
}
