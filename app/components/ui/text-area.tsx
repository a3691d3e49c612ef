import type { ComponentProps, ReactNode } from "react";
import { FIELD_CONTROL_CLASS, FormField } from "./form-field";

type TextAreaProps = Omit<ComponentProps<"textarea">, "children"> & {
  label: string;
  labelNote?: string;
  hint?: ReactNode;
  error?: string;
};

/** A labelled, vertically resizable textarea that shows its error and marks itself invalid. */
export function TextArea({ label, labelNote, hint, error, id, className, rows = 6, ...textarea }: TextAreaProps) {
  return (
    <FormField id={id} label={label} labelNote={labelNote} hint={hint} error={error} className={className}>
      {(control) => (
        <textarea rows={rows} className={`${FIELD_CONTROL_CLASS} min-h-36 resize-y`} {...textarea} {...control} />
      )}
    </FormField>
  );
}
