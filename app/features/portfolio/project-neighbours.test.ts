import { describe, expect, it } from "vitest";
import { projectNeighbours } from "./project-neighbours";

const stop = (urlTitle: string) => ({ urlTitle, title: urlTitle.toUpperCase() });
const order = ["a", "b", "c"].map(stop);

describe("projectNeighbours", () => {
  it("names the projects before and after, in the portfolio's order", () => {
    expect(projectNeighbours(order, "b")).toEqual({ previous: stop("a"), next: stop("c") });
  });

  it("goes round at both ends", () => {
    expect(projectNeighbours(order, "a")).toEqual({ previous: stop("c"), next: stop("b") });
    expect(projectNeighbours(order, "c")).toEqual({ previous: stop("b"), next: stop("a") });
  });

  it("has none for a project the portfolio does not list or for a lone project", () => {
    expect(projectNeighbours(order, "z")).toBeNull();
    expect(projectNeighbours([stop("a")], "a")).toBeNull();
  });

  it("counts a project listed twice once", () => {
    expect(projectNeighbours([...order, stop("a")], "a")).toEqual({ previous: stop("c"), next: stop("b") });
  });
});
