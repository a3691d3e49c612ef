import type { MetaDescriptor } from "react-router";
import { META, type MetaNamespace } from "~/i18n/meta-strings";

export const SITE_NAME = "Portfolio";

type PageMeta = { title: string; description?: string; noindex?: boolean };

export function fullTitle(title: string): string {
  return `${title} · ${SITE_NAME}`;
}

/** The prerendered head of a page, in English (the prerendered language). */
export function pageMeta({ title, description, noindex }: PageMeta): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [{ title: fullTitle(title) }];
  if (description) tags.push({ name: "description", content: description });
  if (noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}

/** Head tags from a namespace's metaTitle and metaDescription. */
export function namespaceMeta(ns: MetaNamespace): MetaDescriptor[] {
  return pageMeta(META[ns]);
}
