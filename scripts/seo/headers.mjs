// The `_headers` file (Netlify and Cloudflare Pages format; the npm start server applies it
// too). Both hosts merge the headers of every rule that matches a path, so each header is set
// by one rule only. The script and style policy lives in each page's <meta> (see csp.mjs).
import { COMMON_DIRECTIVES } from "./csp.mjs";

export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "autoplay=(self)",
  "camera=()",
  "display-capture=()",
  "encrypted-media=()",
  // The lightbox has a fullscreen button.
  "fullscreen=(self)",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "picture-in-picture=()",
  "publickey-credentials-get=()",
  "screen-wake-lock=()",
  "sync-xhr=()",
  "usb=()",
  "xr-spatial-tracking=()",
  "browsing-topics=()",
].join(", ");

const IMMUTABLE = "public, max-age=31536000, immutable";

export function headersFile() {
  const all = {
    "Content-Security-Policy": ["frame-ancestors 'none'", ...COMMON_DIRECTIVES].join("; "),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": PERMISSIONS_POLICY,
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
  };
  const rules = [
    ["/*", all],
    // File names carry a content hash (Vite's, and the image pipeline's), so a cached copy is
    // never stale.
    ["/assets/*", { "Cache-Control": IMMUTABLE }],
    ["/img/*", { "Cache-Control": IMMUTABLE }],
  ];
  return rules
    .map(([pattern, headers]) => [pattern, ...Object.entries(headers).map(([k, v]) => `  ${k}: ${v}`)].join("\n"))
    .join("\n\n")
    .concat("\n");
}
