// Loads every runtime test file (one per module of Sources/ViewKit/Resources/runtime/) and runs
// them; a file that fails to load is reported as a failed test.
import { run } from "./harness.js";

run([
  "./socket.test.js",
  "./patches.test.js",
  "./history.test.js",
  "./events.test.js",
  "./overlays.test.js",
  "./transfer.test.js",
  "./hooks.test.js",
  "./main.test.js",
]);
