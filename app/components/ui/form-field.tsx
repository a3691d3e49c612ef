import { useId, type ReactNode } from "react";

/** What a field's control needs to be tied to its label, hint and error. */
type FieldControlProps = {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
};

type FormFieldProps = {
  id?: string;
  label: string;
  /** Shown after the label, e.g. "optional". */
  labelNote?: string;
  hint?: ReactNode;
  error?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
};

/** The shell shared by TextField and TextArea: a visible label, the control, its error and hint. */
export function FormField({ id, label, labelNote, hint, error, className, children }: FormFieldProps) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const errorId = error ? `${controlId}-error` : undefined;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;

  return (
    <div className={className}>
      <label htmlFor={controlId} className="mb-2 flex items-baseline gap-2 font-display text-sm font-semibold">
        {label}
        {labelNote && " "}
        {labelNote && <span className="font-sans text-xs font-normal text-muted">{labelNote}</span>}
      </label>
      {children({ id: controlId, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      {/* The row is there only when it has something to say: no empty slot spaces the fields apart. */}
      {(error || hint) && (
        <div className="mt-1.5 flex items-start justify-between gap-4 text-sm">
          {error ? (
            <p id={errorId} className="flex items-start gap-1.5 font-medium text-danger">
              <svg aria-hidden="true" viewBox="0 0 16 16" className="mt-0.5 size-4 shrink-0" fill="currentColor">
                <path d="M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1Zm-.75 3.5h1.5v5h-1.5v-5Zm0 6.25h1.5v1.5h-1.5v-1.5Z" />
              </svg>
              {error}
            </p>
          ) : (
            <span />
          )}
          {hint && (
            <p id={hintId} className="shrink-0 tabular-nums text-muted">
              {hint}
            </p>
          )}
        </div>
      )}
    </div>
  );
}

/**
 * The control's look: calm at rest, accent when focused, danger in error: a red edge on a faint
 * red tint, over a message with an icon of its own, so an error does not pass for the orange
 * accent by its colour alone. An invalid field keeps the danger colour when focused too (a 2 px
 * ring with a soft halo), so the one a failed submit focuses reads as one of the errors, not as
 * the orange of the page's accents. Focused from a failed submit, it comes into view with its
 * label above it (the page's scroll padding only clears the fixed header).
 */
export const FIELD_CONTROL_CLASS =
  "block w-full scroll-mt-10 " +
  "rounded-xl border border-edge bg-surface-alt/70 px-4 py-3 text-base text-fg shadow-[inset_0_1px_2px_rgb(23_21_31/0.04)] " +
  "transition-colors duration-200 hover:border-muted focus-visible:border-accent focus-visible:bg-surface focus-visible:outline-offset-2 " +
  "aria-[invalid=true]:border-danger aria-[invalid=true]:bg-danger-tint " +
  "aria-[invalid=true]:focus-visible:border-danger " +
  "aria-[invalid=true]:focus-visible:bg-danger-tint dark:aria-[invalid=true]:bg-danger-tint " +
  "aria-[invalid=true]:focus-visible:outline-2 aria-[invalid=true]:focus-visible:outline-danger " +
  "aria-[invalid=true]:focus-visible:shadow-[0_0_0_6px_color-mix(in_oklab,var(--color-danger)_22%,transparent)] dark:bg-surface";
