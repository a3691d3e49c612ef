// Placeholder catalogue until the content system lands (issue 3): the spec's 12 slugs.
export const PROJECT_SLUGS = [
  "brutal-beats",
  "the-movie-db",
  "msb",
  "photo-app",
  "slowfashion-api",
  "printagon-graphics",
  "prodigies",
  "coffee-shop",
  "skjortkravallerna",
  "fred-for-kvall",
  "tyckte-jag-horde-hundar",
  "skjort-kravallerna",
] as const;

export async function listProjectSlugs(): Promise<string[]> {
  return [...PROJECT_SLUGS];
}

export async function listBlogSlugs(): Promise<string[]> {
  return ["first-post"];
}

type Titled = { urlTitle: string; title: string };

export async function findProject(urlTitle: string): Promise<Record<"en" | "sv", Titled> | null> {
  if (!(PROJECT_SLUGS as readonly string[]).includes(urlTitle)) return null;
  return { en: { urlTitle, title: urlTitle }, sv: { urlTitle, title: urlTitle } };
}

export async function findBlogPost(urlTitle: string): Promise<Record<"en" | "sv", Titled> | null> {
  if (urlTitle !== "first-post") return null;
  return { en: { urlTitle, title: "First post" }, sv: { urlTitle, title: "Första inlägget" } };
}
