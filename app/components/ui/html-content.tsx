import type { ComponentPropsWithoutRef } from "react";

type Props = { html: string } & Omit<ComponentPropsWithoutRef<"div">, "children" | "dangerouslySetInnerHTML">;

/**
 * HTML from the content (descriptions, the about-me texts, posts), typeset by the `prose` class
 * in app.css; its colour and size come from `className`. The build has already cut it to an
 * allow-list of tags (app/content/sanitize-html.server.ts, markdown.server.ts).
 */
export function HtmlContent({ html, className, ...rest }: Props) {
  return <div {...rest} className={className ? `prose ${className}` : "prose"} dangerouslySetInnerHTML={{ __html: html }} />;
}
