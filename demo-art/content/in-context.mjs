// Graphic pieces shown where they live: a poster hung on a wall with its shadow and a pool of
// light, rather than the bare sheet filling the tile. Each comes as a day wall and a night wall
// (`-dark`), the poster the same in both, so a pale sheet does not glare in the dark theme.
import { circle, rect, round, svg, TALL } from "./svg.mjs";

const WALLS = {
  light: { wall: "#d8d1c4", light: "#ffffff", floor: "#c6bdad", shadow: 0.28 },
  dark: { wall: "#24222b", light: "#fff7e0", floor: "#1b1a21", shadow: 0.5 },
};

/** A tall poster (a whole 1200 × 1600 SVG) hung on a wall, at three quarters of the frame. */
function hangOnWall(poster, t) {
  const [x, y, w, h] = [150, 130, 900, 1200];
  const sheet = poster.trim()
    .replace(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="\d+" height="\d+"/, `<svg x="${x}" y="${y}" width="${w}" height="${h}"`);
  return svg(TALL, [
    circle(600, 700, 760, t.light, { opacity: 0.08 }),
    rect(0, 1440, 1200, 160, t.floor),
    round(x + 16, y + 24, w, h, 2, "#000", { opacity: t.shadow }),
    sheet,
  ].join(""), { bg: t.wall });
}

/** A project's drawing with its poster hung on the day wall, plus `poster-dark` on the night wall. */
export function postersOnWalls(images) {
  return { ...images, poster: hangOnWall(images.poster, WALLS.light), "poster-dark": hangOnWall(images.poster, WALLS.dark) };
}
