// Loads every runtime test file that needs a page (the rest are node/*.test.js, run by
// `node --test`) and runs them; a file that fails to load is reported as a failed test.
import { run } from "./harness.js";

run([
  "./socket.test.js",
  "./patches.test.js",
  "./events.test.js",
  "./overlays.test.js",
  "./transfer.test.js",
  "./hooks.test.js",
  "./main.test.js",
]);
