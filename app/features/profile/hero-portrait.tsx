import { ResponsiveImage } from "~/components/ui/responsive-image";
import { ThemedPicture } from "~/components/ui/themed-picture";
import type { Portrait } from "~/content/portrait.server";

// A 64 px square on a phone, 80 px from 768 px: the face beside the name, never the page's largest
// paint, so it loads lazily and leaves the priority to the hero picture. The picture is drawn 1.4
// times the square (see IMG), so it is fetched for that width.
const SIZES = "(min-width: 768px) 112px, 90px";
// A trimmed print, its crop marks drawn outside it as around the hero picture: the site's one
// signature, where a round avatar read as a profile photo from any app. The marks hang outside
// the box, so the clip is on the box inside.
const FRAME = "crop-marks-shown size-16 shrink-0 md:size-20";
// The portrait's top half holds the face; a square crop keeps it, and at 1.4 times, around the
// point 22 % down, the face rather than the margin around a head and shoulders fills it.
const IMG = "size-full object-cover object-[50%_22%] scale-140 origin-[50%_44%]";

/**
 * The owner's portrait (site.json `portrait`, with its dark twin when there is one) beside their
 * name in the home hero. Decorative there: the name beside it says who it is.
 */
export function HeroPortrait({ portrait, className = "" }: { portrait: Portrait; className?: string }) {
  const { light, dark } = portrait;
  return (
    <div className={`${FRAME} ${className}`}>
      <div className="size-full overflow-hidden bg-surface-alt">
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
    </div>
  );
}
