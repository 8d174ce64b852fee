// The peer of ParsingBenchmarks.swift: culori (Evercoder/culori) parsing the same notations.
// Run by the Swift benchmark as `node parsing.mjs <culori checkout> <wall|cpu> <hex,...> <input>...`;
// none of culori's code lives in this repository. Prints one JSON object of operations per
// second. `cpu` times the process's CPU time (node's helper threads included) instead of the
// wall clock, as `ColrBenchmarks --cpu-time` does for its own thread.
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';

const [checkout, timing, hexList, ...inputs] = process.argv.slice(2);
const hexes = hexList.split(',');
const culori = await import(pathToFileURL(join(checkout, 'src', 'index.js')).href);
const toRGB = culori.converter('rgb');

// Each case runs in rounds of 250 ms after a warm-up, and the median round counts, as the
// Swift harness does, so both sides get the same treatment from the JIT and from the machine.
const now =
    timing === 'cpu'
        ? () => {
              const { user, system } = process.cpuUsage();
              return (user + system) / 1e6;
          }
        : () => Number(process.hrtime.bigint()) / 1e9;

function measure(operations, body) {
    for (let i = 0; i < 20000; i++) body(); // let the JIT optimize before timing
    const samples = [];
    for (let round = 0; round < 7; round++) {
        let calls = 0;
        const start = now();
        let elapsed = 0;
        // Batches between clock readings, as in Harness.swift: reading CPU time is a system call.
        let batch = 1;
        do {
            for (let i = 0; i < batch; i++) body();
            calls += batch;
            elapsed = now() - start;
            if (elapsed * 64 < 0.25) batch *= 2;
        } while (elapsed < 0.25);
        samples.push(elapsed / (calls * operations));
    }
    samples.sort((a, b) => a - b);
    return 1 / samples[samples.length >> 1];
}

// Results are kept, so the JIT cannot drop the work.
let sink = 0;
for (const input of inputs) {
    if (toRGB(input) === undefined) throw new Error(`culori cannot read ${input}`);
}
const parseAndConvert = measure(inputs.length, () => {
    for (const input of inputs) sink += toRGB(input).r;
});
const parseOnly = measure(inputs.length, () => {
    for (const input of inputs) sink += culori.parse(input) === undefined ? 0 : 1;
});
const hexOnly = measure(hexes.length, () => {
    for (const hex of hexes) sink += toRGB(hex).r;
});
console.log(JSON.stringify({ parseAndConvert, parseOnly, hexOnly, sink: Number.isFinite(sink) }));
