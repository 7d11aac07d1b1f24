// The server under test: apps/server's own entry point (the same as `npm start` runs), started through this file so
// the process is recognisably the e2e run's own (a sweep of stray dev servers by command line leaves it alone).
import "../../apps/server/src/server.ts";
