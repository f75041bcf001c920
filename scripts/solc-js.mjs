#!/usr/bin/env node
// forge's `solc` for this repository: it cannot download a compiler offline, so it runs the
// solc npm package (wasm) through the two calls forge makes: `--version` and
// `--standard-json` (input on stdin, output on stdout).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const solc = require('solc');
const args = process.argv.slice(2);

if (args.includes('--version')) {
  console.log(`solc, the solidity compiler commandline interface\nVersion: ${solc.version()}`);
} else if (args.includes('--standard-json')) {
  const input = fs.readFileSync(0, 'utf8');
  // forge sends every source; the callback only serves a rare import it left out.
  const findImports = (p) => {
    for (const base of [process.cwd(), root, path.join(root, 'node_modules')]) {
      const file = path.resolve(base, p);
      if (fs.existsSync(file)) return { contents: fs.readFileSync(file, 'utf8') };
    }
    return { error: `not found: ${p}` };
  };
  process.stdout.write(solc.compile(input, { import: findImports }));
} else {
  console.error('usage: solc-js.mjs --version | --standard-json');
  process.exit(2);
}
