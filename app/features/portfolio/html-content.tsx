// Typography for the sanitised HTML fields (description, duration): the loader has already
// reduced them to a small allow-list of tags (app/content/sanitize-html.server.ts).
const PROSE =
  "space-y-4 text-muted [&_a]:font-semibold [&_a]:text-accent [&_a]:underline [&_a]:underline-offset-4 " +
  "[&_blockquote]:border-l-4 [&_blockquote]:border-accent dark:[&_blockquote]:border-rust " +
  "[&_blockquote]:pl-4 [&_blockquote]:italic " +
  "[&_code]:rounded [&_code]:bg-well [&_code]:px-1.5 [&_code]:text-[0.9em] [&_h3]:text-xl [&_h3]:font-bold " +
  "[&_h3]:text-fg [&_h4]:font-bold [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:pl-6 [&_strong]:font-semibold " +
  "[&_strong]:text-fg [&_ul]:list-disc [&_ul]:pl-6";

export function HtmlContent({ html, className = "" }: { html: string; className?: string }) {
  return <div className={`${PROSE} ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
