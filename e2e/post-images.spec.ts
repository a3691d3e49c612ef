import { test } from "./support/fixtures";
import { checkPostImage, checkServedPostImage } from "./post-images-checks";

// Seen and loaded in the browser in one language; the other language's post is the same
// template, read as served.
test("an image in a post's Markdown is seen with its alt text (en), and served with its own in the other language (sv)", async ({
  page,
  request,
}) => {
  await test.step("seen with its alt text (en)", () => checkPostImage(page, "en"));
  await test.step("served with its alt text (sv)", () => checkServedPostImage(request, "sv"));
});
