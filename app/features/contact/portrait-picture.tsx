import { ResponsiveImage } from "~/components/ui/responsive-image";
import { ThemedPicture } from "~/components/ui/themed-picture";
import type { Portrait } from "~/content/portrait.server";

// As wide as its frame on the contact page: 144 px on a phone, 160 from 640 px, 176 from 1024 px.
const SIZES = "(min-width: 1024px) 176px, (min-width: 640px) 160px, 144px";
// The whole portrait at every width; a portrait of another shape than the frame's 4:5 keeps its top.
const IMG = "size-full object-cover object-[50%_20%]";

/**
 * The contact portrait, in the first view at every width, so fetched with the stylesheet rather
 * than after the layout (the page hydrates once the images on screen are in). With a dark twin
 * the theme picks the picture as the hero's art does; without one the portrait serves both.
 */
export function PortraitPicture({ portrait, alt }: { portrait: Portrait; alt: string }) {
  const { light, dark } = portrait;
  if (!dark) return <ResponsiveImage image={light} alt={alt} sizes={SIZES} priority pictureClassName="block size-full" className={IMG} />;
  return <ThemedPicture layers={[{ art: { light, dark }, sizes: SIZES }]} alt={alt} priority className="size-full" imgClassName={IMG} />;
}
