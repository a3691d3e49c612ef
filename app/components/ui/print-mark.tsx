/**
 * The site's signature: a printer's registration target (a ring on a cross, as on a press sheet's
 * margin), drawn in the current colour. It marks where a section begins and signs the hero and
 * the not-found page; the `crop-marks` utilities in app.css draw its companion, trim marks around
 * a card. Decoration only, so hidden from assistive technology.
 */
export function RegistrationMark({ className = "" }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      data-print-mark
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      className={`shrink-0 ${className}`}
    >
      {/* Non-scaling strokes stay one device pixel or so wide, crisp at any size. */}
      <circle cx="12" cy="12" r="6.5" strokeWidth="1.25" vectorEffect="non-scaling-stroke" />
      <path d="M12 1v22M1 12h22" strokeWidth="1.25" vectorEffect="non-scaling-stroke" />
      <circle cx="12" cy="12" r="2.5" fill="currentColor" stroke="none" />
    </svg>
  );
}
