import { cleanup, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { fakeImage } from "~/test/fake-image";
import { withI18n } from "~/test/i18n";
import type { Gallery } from "~/features/gallery/use-gallery";
import { GraphicPanelBody } from "./graphic-panel-body";
import type { GraphicCardData, GraphicPanelData } from "./page-data";

const icon = { slug: "figma", title: "Figma", hex: "F24E1E", path: "M0 0h24v24H0z" };

function renderBody(project: GraphicPanelData, loadingIndex: number | null = null, card = posterCard, index = 0) {
  const gallery: Gallery = { open: false, index, show: vi.fn(), close: vi.fn(), view: vi.fn(), loadingIndex, Lightbox: null };
  render(withI18n(<GraphicPanelBody card={card} project={project} titleId="t" gallery={gallery} />));
  return gallery.show;
}

const posterCard: GraphicCardData = { urlTitle: "poster", title: "Poster", category: "Print", year: 2021, image: fakeImage("a") };

const poster: GraphicPanelData = {
  subTitle: "A gig poster",
  yearTitle: "Year",
  client: "Band",
  clientTitle: "Client",
  clientLink: "https://example.com",
  description: "<p>Told in <strong>ink</strong>.</p>",
  images: [
    { src: fakeImage("a"), alt: "Front", span: "wide" },
    { src: fakeImage("b"), alt: "Back", span: "tall" },
  ],
  techTitle: "Tools",
  tech: [{ name: "Figma", icon }],
  goals: "Sell out",
  role: "Design",
  challenges: "Two colours",
  testimonial: { quote: "Loud.", author: "The band" },
  tags: ["Gig poster"],
};

/** What a damaged data file could hold; the content schema lets none of it through. */
const emptyCard = { ...posterCard, title: "", year: undefined } as unknown as GraphicCardData;
const empty = {
  ...poster,
  client: "",
  clientLink: "",
  description: "",
  images: [],
  tech: [],
  goals: "",
  role: "",
  challenges: "",
  testimonial: undefined,
  tags: [],
} as unknown as GraphicPanelData;

describe("GraphicPanelBody", () => {
  it("says what is missing: no data, N/A, no technologies", () => {
    renderBody(empty, null, emptyCard);
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("No data available");
    expect(screen.getByText("Year").nextElementSibling).toHaveTextContent("N/A");
    expect(screen.getByText("Client").nextElementSibling).toHaveTextContent("N/A");
    expect(screen.getByText("No technologies listed")).toBeInTheDocument();
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.queryByText("Goals")).toBeNull();
  });

  it("names a technology without a title", () => {
    renderBody({ ...empty, tech: [{ name: "", icon }, { name: "Figma", icon }] });
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "No technology title available",
      "Figma",
    ]);
  });

  it("shows the project's fields and opens the lightbox at the clicked image", () => {
    const onOpenImage = renderBody(poster);
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("Poster");
    expect(screen.getByText("2021")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Band/ })).toHaveAttribute("rel", "noopener noreferrer");
    expect(screen.getByText("ink").tagName).toBe("STRONG");
    for (const text of ["Sell out", "Design", "Two colours", "The band", "Gig poster", "Figma"]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    screen.getByRole("button", { name: /image 2 of 2.*Back/ }).click();
    expect(onOpenImage).toHaveBeenCalledWith(1);
  });

  it("shows each image once: the first large, the others as thumbnails", () => {
    renderBody({ ...poster, images: [...poster.images, poster.images[0]!] });
    expect(screen.getAllByRole("button", { name: /Open image/ }).map((button) => button.getAttribute("aria-label"))).toEqual([
      expect.stringMatching(/image 1 of 2.*Front/),
      expect.stringMatching(/image 2 of 2.*Back/),
    ]);
  });

  it("shows the loading sign on the image whose slide is loading, and only there", () => {
    renderBody(poster, 1);
    const loading = screen.getByRole("button", { name: /image 2 of 2/ });
    expect(loading).toHaveAttribute("aria-busy", "true");
    expect(loading.querySelector("[role=status]")).toHaveTextContent("Opening the gallery");
    expect(screen.getAllByRole("status")).toHaveLength(1);
  });

  it("marks the thumbnail the lightbox last showed, and none while that was the main image", () => {
    const three = { ...poster, images: [...poster.images, { src: fakeImage("c"), alt: "Side", span: "wide" as const }] };
    renderBody(three);
    expect(screen.queryByRole("button", { current: true })).toBeNull();
    cleanup();
    renderBody(three, null, posterCard, 2);
    expect(screen.getByRole("button", { current: true })).toHaveAccessibleName(/image 3 of 3.*Side/);
  });

  it("shows thumbnails whole rather than cropped, so lettering keeps its edges", () => {
    renderBody(poster);
    const thumb = screen.getByRole("button", { name: /image 2 of 2/ }).querySelector("img");
    expect(thumb).toHaveClass("object-contain");
    expect(thumb).not.toHaveClass("object-cover");
  });

  it("frames each thumbnail at its picture's own shape, so no band of the frame shows beside it", () => {
    renderBody(poster);
    const image = poster.images[1]!.src;
    const frame = screen.getByRole("button", { name: /image 2 of 2/ }).querySelector("[data-testid=thumbnail-frame]");
    expect(frame).toHaveStyle({ aspectRatio: `${image.width} / ${image.height}` });
  });
});
