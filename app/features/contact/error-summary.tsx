import type { MouseEvent, Ref } from "react";
import { useTranslation } from "~/i18n/use-translation";
import type { FormErrors } from "./contact-form-logic";
import { CONTACT_FIELDS } from "./contact-fields";
import type { ContactField } from "./contact-schema";

/** The id of a field's control, which the summary's links point at. */
export const fieldId = (field: ContactField) => `contact-${field}`;

// A plain jump to "#contact-email" would scroll to the input but leave the focus where it was, and
// put the hash in the address; this focuses the field, which comes into view with its label above
// it (the control's scroll margin).
function focusField(event: MouseEvent<HTMLAnchorElement>, field: ContactField) {
  const control = document.getElementById(fieldId(field));
  if (!control) return;
  event.preventDefault();
  control.focus();
}

type Props = {
  errors: FormErrors;
  /** The summary takes the focus after a failed submit (decision 47). */
  ref: Ref<HTMLDivElement>;
};

/**
 * Above the fields after a failed submit: how many need attention, each a link to its field. The
 * same filled card as the form's notices, its dot the errors' red; the messages themselves stay
 * under the fields. Built from the error keys, so it follows a language change, and gone once
 * every field is valid.
 */
export function ErrorSummary({ errors, ref }: Props) {
  const { t } = useTranslation("contact");
  const invalid = CONTACT_FIELDS.filter((field) => errors[field]);
  if (invalid.length === 0) return null;

  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="group"
      aria-labelledby="contact-error-summary"
      data-tone="error"
      data-error-summary
      className={
        "mb-5 scroll-mt-6 rounded-xl bg-well p-4 text-fg outline-none sm:mb-6 " +
        "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-danger"
      }
    >
      <h2 id="contact-error-summary" className="flex items-center gap-3 font-display text-base font-semibold">
        <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-danger" />
        {t("contactForm.errorSummary", { count: invalid.length })}
      </h2>
      {/* One wrapping row of links, not a list a line each: the fields stay near the top on a phone. */}
      <ul className="mt-1 flex flex-wrap gap-x-4 text-sm sm:gap-x-5 sm:pl-5">
        {invalid.map((field) => (
          <li key={field}>
            <a
              href={`#${fieldId(field)}`}
              onClick={(event) => focusField(event, field)}
              className="inline-flex min-h-9 items-center font-semibold text-danger underline decoration-2 underline-offset-4 hover:text-fg"
            >
              {t(`contactForm.${field}`)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
