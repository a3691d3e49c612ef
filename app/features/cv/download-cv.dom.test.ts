import { afterEach, describe, expect, it, vi } from "vitest";
import { downloadCv } from "./download-cv";

describe("downloadCv", () => {
  afterEach(() => vi.restoreAllMocks());

  it("fetches the Swedish PDF for sv, saves it under the Swedish name and releases the link", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response(new Blob(["%PDF"])));
    const create = vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:cv");
    const revoke = vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    expect(await downloadCv("sv")).toBe(true);
    expect(fetchSpy).toHaveBeenCalledWith("/files/cv-personligt-brev-sv.pdf");
    expect(clicked).toEqual(["cv-personligt-brev-sv.pdf"]);
    expect(create).toHaveBeenCalled();
    expect(revoke).toHaveBeenCalledWith("blob:cv");
    expect(document.querySelector("a[download]")).toBeNull();
  });

  it("uses the English file for any other language", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response(new Blob(["%PDF"])));
    vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:cv");
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    await downloadCv("de");
    expect(fetchSpy).toHaveBeenCalledWith("/files/cv-cover-letter-en.pdf");
  });

  it("logs 'Download failed:' and resolves quietly on failure", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("gone", { status: 404, statusText: "Not Found" }));
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await downloadCv("en")).toBe(false);
    expect(error).toHaveBeenCalledWith("Download failed:", expect.any(Error));
  });
});
