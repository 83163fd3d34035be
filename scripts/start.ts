/**
 * `npm start`: the local backend (site + Auth + REST on one port) with the site builder, which
 * builds the site into DATA_DIR from this server's own database once the server is up, and again
 * whenever the public blog changes (docs/architecture.md#site-rebuilds). `dist/` is left to
 * `npm run build`. See server/main.ts for the environment.
 */
import { runFromEnvironment } from '../server/main.ts';

await runFromEnvironment({ siteBuilds: true });
