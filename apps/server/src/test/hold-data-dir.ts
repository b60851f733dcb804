// Run as a child process by the data-directory lock test: a live Waypost process that opens the directory named on
// its command line the way the server does, and keeps it until it is killed.
import { openDatabase } from '../db/client.js';

await openDatabase({ dataDir: process.argv[2] });
setInterval(() => {}, 60_000);
