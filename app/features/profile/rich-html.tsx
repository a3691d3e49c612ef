// Content HTML is sanitised by the content loader at build time (app/content/sanitize-html.server.ts).
const PROSE =
  "[&_a]:font-semibold [&_a]:text-accent [&_a]:underline [&_a]:underline-offset-4 " +
  "[&_li]:mt-1 [&_p+p]:mt-4 [&_strong]:font-semibold [&_ul]:list-disc [&_ul]:pl-5";

export function RichHtml({ html, className }: { html: string; className?: string }) {
  return <div className={[PROSE, className].filter(Boolean).join(" ")} dangerouslySetInnerHTML={{ __html: html }} />;
}
