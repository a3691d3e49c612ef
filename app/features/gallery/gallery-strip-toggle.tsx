import { createIcon, createIconDisabled, IconButton } from "yet-another-react-lightbox";

// The switch's names, translated through the lightbox's `labels` as the library's own tools are.
declare module "yet-another-react-lightbox" {
  interface Labels {
    "Show thumbnails"?: string;
    "Hide thumbnails"?: string;
  }
}

// A picture over a row of three small ones: the strip under the picture.
const glyph = (
  <>
    <path d="M4 4h16v9H4z" fill="none" stroke="currentColor" strokeWidth={2} strokeLinejoin="round" />
    <path d="M3 16h5v4H3zM9.5 16h5v4h-5zM16 16h5v4h-5z" />
  </>
);
const StripShown = createIcon("StripShown", glyph);
const StripHidden = createIconDisabled("StripHidden", glyph);

/** The toolbar's switch for the thumbnail strip, drawn and named like the library's own tools. */
export function GalleryStripToggle({ shown, onChange }: { shown: boolean; onChange: (shown: boolean) => void }) {
  return (
    <IconButton
      label={shown ? "Hide thumbnails" : "Show thumbnails"}
      icon={shown ? StripShown : StripHidden}
      onClick={() => onChange(!shown)}
    />
  );
}
