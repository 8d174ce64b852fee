// patches.js on a real document; where patches that touch no node go is in node/patches.test.js.
import { suite, assert, fixture, cleanup } from "./harness.js";
import { Patcher, animate, isTextField } from "../../Sources/ViewKit/Resources/runtime/patches.js";

const test = suite("patches.js");

test("text sets a node's text, and a missing node is no error", () => {
  const root = fixture('<p id="t1">old <b>bold</b></p>');
  const patcher = new Patcher();
  assert.equal(patcher.pristine, true);
  patcher.apply({ op: "text", id: "t1", text: "new <i>text</i>" });
  assert.equal(root.innerHTML, '<p id="t1">new &lt;i&gt;text&lt;/i&gt;</p>');
  assert.equal(patcher.pristine, false, "a patch landed");
  patcher.apply({ op: "text", id: "nowhere", text: "x" });
  patcher.apply({ op: "unknown" });
  assert.equal(root.textContent, "new <i>text</i>");
});

test("title sets the document's title", () => {
  const before = document.title;
  cleanup(() => { document.title = before; });
  new Patcher().apply({ op: "title", title: "Colors – Colr" });
  assert.equal(document.title, "Colors – Colr");
});

test("attributes sets and removes, in order", () => {
  const root = fixture('<div id="a1" class="old" aria-hidden="true" title="t"></div>');
  new Patcher().apply({ op: "attributes", id: "a1", set: { class: "vk-cell new", "data-x": "1" }, remove: ["aria-hidden", "title"] });
  const node = root.firstElementChild;
  assert.equal(node.className, "vk-cell new");
  assert.equal(node.dataset.x, "1");
  assert.equal(node.hasAttribute("aria-hidden"), false);
  assert.equal(node.hasAttribute("title"), false);
  new Patcher().apply({ op: "attributes", id: "a1" });
  assert.equal(node.className, "vk-cell new", "no set, no remove: unchanged");
});

test("a slider's range is set before its value (sorted keys), so the value is not clamped", () => {
  const root = fixture('<input id="s1" type="range" min="0" max="10" value="5">');
  new Patcher().apply({ op: "attributes", id: "s1", set: { max: "300", min: "100", value: "250" }, remove: [] });
  assert.equal(root.firstElementChild.value, "250");
});

test("value is not written into a field being typed in, but its attribute is", () => {
  const root = fixture('<input id="f1" type="text" value="a">');
  const field = root.firstElementChild;
  field.focus();
  field.value = "typing";
  new Patcher().apply({ op: "attributes", id: "f1", set: { value: "server" }, remove: [] });
  assert.equal(field.value, "typing");
  assert.equal(field.getAttribute("value"), "server");
  field.blur();
  new Patcher().apply({ op: "attributes", id: "f1", set: { value: "server2" }, remove: [] });
  assert.equal(field.value, "server2", "not focused: the value follows");
});

test("a focused slider follows the model unless it is being dragged", () => {
  const root = fixture('<input id="s2" type="range" min="0" max="100" value="10">');
  const slider = root.firstElementChild;
  slider.focus();
  new Patcher().apply({ op: "attributes", id: "s2", set: { value: "40" }, remove: [] });
  assert.equal(slider.value, "40");
  slider.dataset.vkDragging = "1";
  new Patcher().apply({ op: "attributes", id: "s2", set: { value: "70" }, remove: [] });
  assert.equal(slider.value, "40", "dragging: the person's value stays");
  assert.equal(slider.getAttribute("value"), "70");
});

test("checked sets and clears the property as well as the attribute", () => {
  const root = fixture('<input id="c1" type="checkbox">');
  const box = root.firstElementChild;
  new Patcher().apply({ op: "attributes", id: "c1", set: { checked: "" }, remove: [] });
  assert.equal(box.checked, true);
  assert.equal(box.hasAttribute("checked"), true);
  new Patcher().apply({ op: "attributes", id: "c1", set: {}, remove: ["checked"] });
  assert.equal(box.checked, false);
  assert.equal(box.hasAttribute("checked"), false);
});

test("replace swaps a node and its subtree for new HTML", () => {
  const root = fixture('<section id="r1"><p>old</p></section><p id="r2">stays</p>');
  const patcher = new Patcher();
  patcher.apply({ op: "replace", id: "r1", html: '<section id="r1" class="fresh"><p>new</p><p>more</p></section>' });
  assert.equal(root.innerHTML, '<section id="r1" class="fresh"><p>new</p><p>more</p></section><p id="r2">stays</p>');
  patcher.apply({ op: "replace", id: "r2", html: "just text" });
  assert.equal(root.lastElementChild.textContent, "stays", "no element in the HTML: nothing happens");
  patcher.apply({ op: "replace", id: "missing", html: "<p></p>" });
  assert.equal(root.children.length, 2);
});

test("replace keeps the text and caret of the field being typed in", () => {
  const root = fixture('<div id="r3"><input id="f3" type="text" value="ab"></div>');
  const field = root.querySelector("input");
  field.focus();
  field.value = "hello";
  field.setSelectionRange(2, 4);
  new Patcher().apply({ op: "replace", id: "r3", html: '<div id="r3"><label>Name</label><input id="f3" type="text" value="stale"></div>' });
  const again = document.getElementById("f3");
  assert.ok(again !== field, "a new element");
  assert.equal(again.value, "hello");
  assert.equal(document.activeElement, again);
  assert.deepEqual([again.selectionStart, again.selectionEnd], [2, 4]);
});

test("replace keeps a focused button focused, with the server's value, not its old one", () => {
  const root = fixture('<div id="r4"><button id="b4" value="old">Save</button></div>');
  root.querySelector("button").focus();
  new Patcher().apply({ op: "replace", id: "r4", html: '<div id="r4"><button id="b4" value="new">Save</button></div>' });
  const again = document.getElementById("b4");
  assert.equal(document.activeElement, again);
  assert.equal(again.value, "new");
  assert.equal(again.getAttribute("value"), "new");
});

test("only text fields count as text fields", () => {
  const root = fixture('<div><input id="t" type="search"><input id="c" type="checkbox"><input id="r" type="range"><textarea id="a"></textarea><button id="b"></button></div>');
  const named = (/** @type {string} */ id) => root.querySelector("#" + id);
  assert.deepEqual(["t", "c", "r", "a", "b"].map((id) => isTextField(named(id))), [true, false, false, true, false]);
  assert.equal(isTextField(null), false);
});

test("replace slides a new transition, but not one already shown nor while resyncing", () => {
  const root = fixture('<div id="w"><div id="nav" data-vk-transition="push:1"></div></div>');
  const patcher = new Patcher();
  patcher.apply({ op: "replace", id: "w", html: '<div id="w"><div id="nav" data-vk-transition="push:2"></div></div>' });
  assert.ok(root.querySelector("#nav").classList.contains("vk-anim-push"), "a new counter slides");
  patcher.apply({ op: "replace", id: "w", html: '<div id="w"><div id="nav" data-vk-transition="push:2"></div></div>' });
  assert.ok(!root.querySelector("#nav").classList.contains("vk-anim-push"), "the same counter does not slide again");
  patcher.resyncing = true;
  patcher.apply({ op: "replace", id: "w", html: '<div id="w"><div id="nav" data-vk-transition="pop:3"></div></div>' });
  assert.ok(!root.querySelector("#nav").classList.contains("vk-anim-pop"), "catching up after a join does not slide");
  patcher.applyAll([]);
  assert.equal(patcher.resyncing, false, "a patches message ends the resync");
  patcher.apply({ op: "replace", id: "w", html: '<div id="w" data-vk-transition="pop:4"></div>' });
  assert.ok(root.querySelector("#w").classList.contains("vk-anim-pop"), "the replaced node itself can slide");
});

test("a data-vk-transition attribute restarts the slide; other kinds do not slide", () => {
  const root = fixture('<div id="n1" class="vk-anim-pop"></div>');
  const node = root.firstElementChild;
  new Patcher().apply({ op: "attributes", id: "n1", set: { "data-vk-transition": "push:7" }, remove: [] });
  assert.deepEqual([...node.classList], ["vk-anim-push"]);
  node.dataset.vkTransition = "fade:1";
  node.className = "";
  animate(node);
  assert.equal(node.className, "");
});

test("focus moves focus to a node, or away when the id is null", () => {
  const root = fixture('<button id="b1">One</button><input id="i1" type="text">');
  const patcher = new Patcher();
  patcher.apply({ op: "focus", id: "i1" });
  assert.equal(document.activeElement.id, "i1");
  patcher.apply({ op: "focus", id: "b1" });
  assert.equal(document.activeElement.id, "b1");
  patcher.apply({ op: "focus", id: "nowhere" });
  assert.equal(document.activeElement.id, "b1");
  patcher.apply({ op: "focus", id: null });
  assert.equal(document.activeElement, document.body);
  assert.equal(root.querySelector("#b1").matches(":focus"), false);
});

test("a copy patch writes to navigator.clipboard (stubbed)", async () => {
  const written = [];
  Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText: async (text) => { written.push(text); } } });
  cleanup(() => { delete navigator.clipboard; });
  new Patcher().apply({ op: "copy", text: "rgb(1 2 3)" });
  assert.deepEqual(written, ["rgb(1 2 3)"]);
});

test("a streamed list takes rows inserted, removed and moved by id, its other rows untouched", () => {
  const root = fixture('<ul id="l1"><li id="r1">one</li><li id="r2">two</li><li id="r3">three</li></ul>');
  const untouched = document.getElementById("r2");
  const patcher = new Patcher();
  patcher.applyAll([
    { op: "remove", id: "r1" },
    { op: "insert", id: "l1", before: null, html: '<li id="r4">four</li>' },
    { op: "move", id: "r3", parent: "l1", before: "r2" },
    { op: "insert", id: "l1", before: "r3", html: '<li id="r0">zero</li>' },
  ]);
  assert.equal([...root.querySelectorAll("li")].map((li) => li.id).join(" "), "r0 r3 r2 r4");
  assert.equal(document.getElementById("r2"), untouched, "the row that stayed is the same node");
  // A sibling that is not (or no longer) in the list means the end; a missing list, nothing.
  patcher.apply({ op: "insert", id: "l1", before: "nowhere", html: '<li id="r5">five</li>' });
  patcher.apply({ op: "insert", id: "gone", before: null, html: '<li id="r6">six</li>' });
  patcher.apply({ op: "move", id: "r9", parent: "l1", before: null });
  patcher.apply({ op: "remove", id: "r9" });
  assert.equal([...root.querySelectorAll("li")].map((li) => li.id).join(" "), "r0 r3 r2 r4 r5");
});

test("a moved row keeps the focus of the field inside it", () => {
  const root = fixture('<div id="l2"><p id="a"><input id="f1"></p><p id="b">b</p></div>');
  const field = document.getElementById("f1");
  field.focus();
  new Patcher().apply({ op: "move", id: "a", parent: "l2", before: null });
  assert.equal(root.querySelector("div").lastElementChild.id, "a");
  assert.equal(document.activeElement, field);
});
