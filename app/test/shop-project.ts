import type { WebProject } from "~/content/schemas";
import { fakeImage } from "~/test/fake-image";

// A web project with only the required parts, for the tests of projects and their cards; each test adds the
// pictures and case-study parts it is about.
export const icon = { slug: "github", title: "GitHub", hex: "181717", path: "M0 0h24v24H0z" };

export const shopProject: WebProject = {
  title: "Shop",
  urlTitle: "shop",
  projectType: "frontend",
  applicationType: "Web app",
  applicationTypeDetail: { text: "SPA", icon: { name: "github", glyph: icon, color: "#181717" }, suffix: "SPA" },
  subTitle: "A shop",
  projectDuration: "6 weeks",
  description: "<p>Built with care.</p>",
  image: fakeImage("projects/shop/cover"),
  links: [{ type: "live", url: "https://shop.example.com", icon }],
  tech: [{ name: "React", icon }],
  images: [],
};
