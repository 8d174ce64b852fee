// Transcribes the web-platform-tests cases for CSS Color parsing into test vectors.
//
//   node scripts/reference/wpt_css_color.mjs <wpt checkout>/css/css-color/parsing \
//     > Tests/ColorKitTests/Fixtures/wpt-css-color.json
//
// Each test file's inline scripts run in a sandbox where the harness functions record their
// arguments instead of testing: test_valid_value and fuzzy_test_valid_color give "valid" cases
// (the specified value's serialization), test_invalid_value "invalid" ones, test_computed_value
// and fuzzy_test_computed_color "computed" ones. A case that takes its color from an element
// (the files' own currentcolor helpers call fuzzy_test_computed_color_property) is marked
// "context". Fuzzy cases keep their epsilon; the harness's default is 0.01.
// The vectors keep the suite's license: see LICENSE-wpt.md beside them.
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

const directory = process.argv[2];
if (!directory) {
  console.error('usage: node wpt_css_color.mjs <wpt>/css/css-color/parsing');
  process.exit(2);
}
const cases = [];
const files = fs.readdirSync(directory).filter((name) => name.endsWith('.html')).sort();
for (const file of files) {
  const html = fs.readFileSync(path.join(directory, file), 'utf8');
  const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
  const record = (kind, fields) => cases.push({ file, kind, ...fields });
  const list = (value) => (value === undefined ? undefined : Array.isArray(value) ? value : [value]);
  // Files that test through the DOM set element.style.color and compare getComputedStyle's
  // answer with assert_equals; the fake element hands back what was set, and the assertion
  // records the case.
  const style = {};
  const element = { style };
  const sandbox = {
    document: { getElementById: () => element, querySelector: () => element, createElement: () => element },
    test_valid_value: (property, value, serialized) =>
      record('valid', { property, input: value, expected: list(serialized) ?? [value] }),
    test_invalid_value: (property, value) => record('invalid', { property, input: value }),
    test_computed_value: (property, value, computed) =>
      record('computed', { property, input: value, expected: list(computed) ?? [value] }),
    fuzzy_test_computed_color: (value, computed, epsilon) =>
      record('computed', { property: 'color', input: value, expected: list(computed) ?? [value], epsilon: epsilon ?? 0.01 }),
    fuzzy_test_valid_color: (value, parsed, epsilon) =>
      record('valid', { property: 'color', input: value, expected: list(parsed) ?? [value], epsilon: epsilon ?? 0.01 }),
    fuzzy_test_computed_color_property: (property, value, computed, epsilon) =>
      record('computed', { property, input: value, expected: list(computed), epsilon: epsilon ?? 0.01, context: true }),
    test_computed_value_greater_or_lower_than: () => {},
    test: (body) => body(),
    getComputedStyle: (target) => ({ color: target.style.color }),
    assert_equals: (actual, expected) =>
      record('computed', { property: 'color', input: actual, expected: [expected] }),
    Math,
  };
  for (const script of scripts) {
    try {
      vm.runInNewContext(script, sandbox);
    } catch (error) {
      console.error(`${file}: ${error.message}`);
    }
  }
}
const document = {
  source: 'web-platform-tests/wpt, css/css-color/parsing/',
  license: 'W3C test suite licenses (3-clause BSD); see LICENSE-wpt.md beside this file',
  generator: 'scripts/reference/wpt_css_color.mjs',
  files,
  cases,
};
const lines = cases.map((entry) => '    ' + JSON.stringify(entry));
const header = JSON.stringify({ ...document, cases: undefined }, null, 2).slice(0, -2);
process.stdout.write(header + ',\n  "cases": [\n' + lines.join(',\n') + '\n  ]\n}\n');
