import type { ComponentProps, ReactNode } from "react";
import { FIELD_CONTROL_CLASS, FormField } from "./form-field";

type TextFieldProps = Omit<ComponentProps<"input">, "children"> & {
  label: string;
  labelNote?: string;
  hint?: ReactNode;
  error?: string;
};

/** A labelled text input that shows its error and marks itself invalid. */
export function TextField({ label, labelNote, hint, error, id, className, type = "text", ...input }: TextFieldProps) {
  return (
    <FormField id={id} label={label} labelNote={labelNote} hint={hint} error={error} className={className}>
      {(control) => <input type={type} className={FIELD_CONTROL_CLASS} {...input} {...control} />}
    </FormField>
  );
}
