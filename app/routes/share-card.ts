import { join } from "node:path";
import { findBlogPost, findProject } from "~/content/catalog.server";
import type { ResponsiveImageData } from "~/content/image-types";
import { pageTexts } from "~/features/seo/meta-strings";
import { SHARE_CARD_SIZE } from "~/features/seo/share-card-path";
import { shareCard } from "~/features/seo/share-card.server";
import { inLanguage } from "~/i18n/languages";
import { languageOfRequest, pathOfRequest, stripLanguage } from "~/i18n/paths";
import { withoutBase } from "~/lib/base-path";
import type { Route } from "./+types/share-card";

// A resource route, prerendered for each project and post in each language into
// build/client/[sv/]{portfolio,blog}/<slug>/share.jpg: the page's og:image (share-card.server.ts).

/** The pipeline's smallest WebP at least as wide as the card, else its largest (under public/). */
function coverFile(image: ResponsiveImageData): string {
  const variants = image.variants ?? [];
  const variant = variants.find((v) => v.width >= SHARE_CARD_SIZE.width) ?? variants.at(-1);
  return join(process.cwd(), "public", withoutBase(variant?.webp ?? image.src));
}

/** What the card shows of a project or post, in the address's language. */
async function cardOf(urlTitle: string, request: Request) {
  const lng = languageOfRequest(request);
  if (stripLanguage(pathOfRequest(request)).startsWith("/blog/")) {
    const post = await findBlogPost(urlTitle, lng);
    return post && { image: post.img, title: post.title, kicker: inLanguage(pageTexts("blogPost").title, lng) };
  }
  const project = await findProject(urlTitle, lng);
  const kicker = project && `${inLanguage(pageTexts("portfolio").title, lng)} · ${project.applicationType}`;
  return project && { image: project.image, title: project.title, kicker: kicker! };
}

export async function loader({ params, request }: Route.LoaderArgs) {
  const card = await cardOf(params.urlTitle, request);
  if (!card) throw new Response("Not found", { status: 404 });
  const jpeg = await shareCard({ cover: coverFile(card.image), title: card.title, kicker: card.kicker });
  return new Response(new Uint8Array(jpeg), { headers: { "Content-Type": "image/jpeg" } });
}
