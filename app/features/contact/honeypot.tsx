import type { Ref } from "react";
import { HONEYPOT_NAME } from "./spam-guard";

/** A field people never see or reach; only a form-filling script puts something in it. */
export function Honeypot({ ref, label }: { ref: Ref<HTMLInputElement>; label: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
      <label>
        {label}
        <input ref={ref} type="text" name={HONEYPOT_NAME} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
