/**
 * Where a graphic project's panel texts are, without the language prefix (localizePath adds it):
 * prerendered by routes/graphic-panel-data.ts, fetched when the panel opens.
 */
export function graphicPanelPath(urlTitle: string): string {
  return `/portfolio/${encodeURIComponent(urlTitle)}/panel.json`;
}
