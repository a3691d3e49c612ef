import { describe, expect, it } from "vitest";
import { neighboursOf } from "./post-neighbours";

// Newest first, as the site lists them; extra fields stay out of the links.
const POSTS = [
  { urlTitle: "c", title: "Newest", date: "2025-03-01" },
  { urlTitle: "b", title: "Middle", date: "2025-02-01" },
  { urlTitle: "a", title: "Oldest", date: "2024-01-01" },
];

describe("neighboursOf", () => {
  it("links the post published before as previous and the one published after as next", () => {
    expect(neighboursOf(POSTS, "b")).toEqual({
      previous: { urlTitle: "a", title: "Oldest" },
      next: { urlTitle: "c", title: "Newest" },
    });
  });

  it("gives the newest post no next and the oldest no previous", () => {
    expect(neighboursOf(POSTS, "c")).toEqual({ previous: { urlTitle: "b", title: "Middle" }, next: null });
    expect(neighboursOf(POSTS, "a")).toEqual({ previous: null, next: { urlTitle: "b", title: "Middle" } });
  });

  it("gives a lone or unknown post no neighbours", () => {
    expect(neighboursOf([POSTS[0]!], "c")).toEqual({ previous: null, next: null });
    expect(neighboursOf(POSTS, "nope")).toEqual({ previous: null, next: null });
  });
});
