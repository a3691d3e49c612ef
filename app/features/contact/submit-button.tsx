import type { ReactNode, Ref } from "react";
import { Icon } from "~/components/ui/icon";

type Props = { ref: Ref<HTMLButtonElement>; submitting: boolean; children: ReactNode };

export function SubmitButton({ ref, submitting, children }: Props) {
  return (
    <button
      ref={ref}
      type="submit"
      disabled={submitting}
      className={
        "group inline-flex shrink-0 items-center justify-center gap-2.5 rounded-full button-primary px-7 py-3.5 font-display " +
        "font-semibold transition-colors duration-200 disabled:cursor-wait disabled:bg-muted"
      }
    >
      {children}
      {submitting ? (
        <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-current border-r-transparent" />
      ) : (
        <Icon name="arrowRight" size={18} className="transition-transform duration-200 group-hover:translate-x-0.5" />
      )}
    </button>
  );
}
