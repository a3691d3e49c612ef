import { expect, test } from "./support/fixtures";
import { servedDocument } from "./support/served-document";

// The first top-5 cover is the phone's largest paint on /portfolio: loaded lazily it waited for
// the stylesheet and the layout before it was asked for, and the scripts waited for it. The
// browser reads these attributes from the served HTML, before any script runs.
test("at 390 px the first top-5 cover loads at once, at high priority; the others wait to be loaded lazily", async ({ request }) => {
  const { document } = await servedDocument(request, "/portfolio/");
  const images = [...document.querySelectorAll("#top-5-projects li img")].map((img) => ({
    loading: img.getAttribute("loading"),
    priority: img.getAttribute("fetchpriority"),
  }));
  const [first, ...rest] = images;
  expect(first).toEqual({ loading: "eager", priority: "high" });
  expect(rest.length).toBeGreaterThan(0);
  expect(new Set(rest.map((image) => image.loading))).toEqual(new Set(["lazy"]));
});
