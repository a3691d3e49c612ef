// Graphic pieces shown where they live: a poster hung on a wall with its shadow and a pool of
// light, rather than the bare sheet filling the tile. Each comes as a day wall and a night wall
// (`-dark`), the poster the same in both, so a pale sheet does not glare in the dark theme.
import { wall, WALLS } from "./scene.mjs";
import { TALL } from "./svg.mjs";

/** A tall poster (a whole 1200 × 1600 SVG) hung on a wall, at three quarters of the frame. */
const hangOnWall = (poster, tone) => wall(TALL, {
  tone,
  key: "hung",
  light: [600, 420, 1100],
  floor: 1440,
  sheets: [{ art: poster, box: [150, 130, 900, 1200] }],
});

/** A project's drawing with its poster hung on the day wall, plus `poster-dark` on the night wall. */
export function postersOnWalls(images) {
  return { ...images, poster: hangOnWall(images.poster, WALLS.day), "poster-dark": hangOnWall(images.poster, WALLS.night) };
}
