// `npm start`: build what is missing or stale, then run the server (API + web app on one port).
import { build } from './build.mjs';

try {
  build();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
await import('../apps/server/dist/server.js');
