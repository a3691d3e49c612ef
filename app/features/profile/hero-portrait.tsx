import { ResponsiveImage } from "~/components/ui/responsive-image";
import { ThemedPicture } from "~/components/ui/themed-picture";
import type { Portrait } from "~/content/portrait.server";

// A 64 px square on a phone, 80 px from 768 px: the face beside the name, never the page's largest
// paint, so it loads lazily and leaves the priority to the hero picture.
const SIZES = "(min-width: 768px) 80px, 64px";
// A trimmed print, its crop marks drawn outside it as around the hero picture: the site's one
// signature, where a round avatar read as a profile photo from any app.
const FRAME = "crop-marks-shown size-16 shrink-0 bg-surface-alt md:size-20";
// The portrait's top half holds the face; a square crop keeps it.
const IMG = "size-full object-cover object-[50%_22%]";

/**
 * The owner's portrait (site.json `portrait`, with its dark twin when there is one) beside their
 * name in the home hero. Decorative there: the name beside it says who it is.
 */
export function HeroPortrait({ portrait, className = "" }: { portrait: Portrait; className?: string }) {
  const { light, dark } = portrait;
  return (
    <div className={`${FRAME} ${className}`}>
      {dark ? (
        <ThemedPicture
          layers={[{ art: { light, dark }, sizes: SIZES }]}
          alt=""
          className="size-full"
          imgClassName={IMG}
        />
      ) : (
        <ResponsiveImage
          image={light}
          alt=""
          sizes={SIZES}
          pictureClassName="block size-full"
          className={IMG}
        />
      )}
    </div>
  );
}
