// Serves the existing build on PORT (default 3000). `npm start` builds first when needed.
import { createStaticServer } from "./static-server.mjs";

const port = Number(process.env.PORT ?? 3000);
createStaticServer({ root: "build/client", log: process.env.LOG_REQUESTS === "1" }).listen(port, () => {
  console.log(`Serving build/client on http://localhost:${port}`);
});
