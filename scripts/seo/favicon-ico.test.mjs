import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { faviconIco } from "./favicon-ico.mjs";

describe("faviconIco", () => {
  it("writes an ICO file whose one entry is a 32 px PNG of the page icon", async () => {
    const ico = await faviconIco();
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 1]);
    expect([ico[6], ico[7]]).toEqual([32, 32]);
    const offset = ico.readUInt32LE(18);
    const png = ico.subarray(offset, offset + ico.readUInt32LE(14));
    expect(await sharp(png).metadata()).toMatchObject({ format: "png", width: 32, height: 32 });
  });
});
