// socket.js where it needs a page: reading the document, and real timers reporting an error.
// The rest (backoff, sequencing, latency, the link over the fake socket) is in node/socket.test.js.
import { suite, assert, sleep, until } from "./harness.js";
import { socketAddress, pageDigest, typedFields, DelayLine } from "../../Sources/ViewKit/Resources/runtime/socket.js";

const test = suite("socket.js");

test("the socket address follows the page's scheme and host, and the vk-socket meta", () => {
  const doc = document.implementation.createHTMLDocument("x");
  assert.equal(socketAddress(doc, { protocol: "http:", host: "a.test:8080" }), "ws://a.test:8080/live");
  doc.head.innerHTML = '<meta name="vk-socket" content="/apps/socket">';
  assert.equal(socketAddress(doc, { protocol: "https:", host: "a.test" }), "wss://a.test/apps/socket");
});

test("the page digest is the vk-digest meta, or undefined", () => {
  const doc = document.implementation.createHTMLDocument("x");
  assert.equal(pageDigest(doc), undefined);
  doc.head.innerHTML = '<meta name="vk-digest" content="0123456789abcdef">';
  assert.equal(pageDigest(doc), "0123456789abcdef");
});

test("typed fields are the window's text fields in order, all or none", () => {
  const doc = document.implementation.createHTMLDocument("x");
  doc.body.innerHTML = '<div id="vk-window"><input type="text" value="one"><input type="checkbox"><input type="text" value="two"></div><input type="text" value="outside">';
  assert.deepEqual(typedFields(doc), ["one", "two"]);
  doc.getElementById("vk-window").innerHTML = '<input type="text">'.repeat(33);
  assert.deepEqual(typedFields(doc), [], "33 fields are too many");
  doc.getElementById("vk-window").innerHTML = '<input type="text">';
  doc.querySelector("input").value = "é".repeat(3000); // 6000 bytes, counted twice
  assert.deepEqual(typedFields(doc), [], "over 12000 bytes");
});

test("a delay line keeps order with real timers, and an error does not stop it", async () => {
  const line = new DelayLine(30);
  const ran = [];
  const started = performance.now();
  const errors = [];
  const onError = (event) => { errors.push(String(event.message)); event.preventDefault(); };
  window.addEventListener("error", onError);
  try {
    for (let i = 0; i < 20; i += 1) {
      line.run(() => ran.push([i, performance.now() - started]));
      if (i === 5) line.run(() => { throw new Error("boom"); });
      if (i % 4 === 0) await sleep(3);
    }
    await until(() => ran.length === 20, 2000, "20 runs");
    await sleep(10);
  } finally { window.removeEventListener("error", onError); }
  assert.deepEqual(ran.map(([i]) => i), [...Array(20).keys()]);
  assert.ok(ran[0][1] >= 29, "the first waited its 30 ms: " + ran[0][1]);
  assert.equal(errors.length, 1, "the error is reported");
});
