import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * An axe scan with the rules we hold beyond axe's defaults. label-content-name-mismatch (a
 * control's accessible name contains its visible text, so a voice user can say what they see)
 * is experimental in axe and off unless asked for.
 */
export function axeScan(page: Page) {
  return new AxeBuilder({ page }).options({ rules: { "label-content-name-mismatch": { enabled: true } } });
}
