import { test } from "./support/fixtures";
import { checkPostImage } from "./post-images-checks";

for (const language of ["en", "sv"] as const) {
  test(`an image in a post's Markdown is seen with its alt text (${language})`, async ({ page }) => {
    await checkPostImage(page, language);
  });
}
