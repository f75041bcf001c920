// Comments cite only what a reader of this repository can open: a section of
// docs/product-rules.md, a decision record, a doc page or code. These are the shapes of the
// citations that point outside it (the product's earlier documents and decisions page, issue
// numbers), which `citations.test.mjs` refuses in every comment of the scanned folders.
import fs from 'node:fs';
import path from 'node:path';

export const scannedFolders = ['src', 'e2e', 'scripts', 'dev', 'bench', 'contracts'];
const scannedExtensions = new Set(['.ts', '.tsx', '.mjs', '.js', '.cjs', '.sol', '.sh']);
// Installed or generated trees: contracts/lib holds outside libraries, the rest is output.
const skippedFolders = new Set(['node_modules', 'dist', 'out', 'cache', 'coverage', '.tmp']);
const skippedPaths = new Set(['contracts/lib']);

const outsideCitations = [
  { why: 'a section sign (§)', pattern: /§/ },
  { why: 'an issue number', pattern: /\bissues?\s+#?\d+/i },
  { why: 'a decision shorthand (D1–D10)', pattern: /\bD(?:[1-9]|10)\b/ },
  { why: 'the decisions page', pattern: /\bdecisions\.md\b/i },
  { why: 'the specification, which the repository does not hold', pattern: /\bspecification\b/i },
  {
    why: 'a part or section of the specification',
    pattern: /\bspec(?:ification)?(?:['’]s)?\s*[(,:]?\s*(?:part|section|§|")/i,
  },
];

/** Which outside citations a comment's text makes, as short reasons. */
export function outsideCitationsIn(text) {
  return outsideCitations.filter((c) => c.pattern.test(text)).map((c) => c.why);
}

/** Skips a quoted string or template starting at `i`; returns the index after it. */
function skipQuoted(source, i) {
  const quote = source[i];
  let j = i + 1;
  while (j < source.length && source[j] !== quote) {
    if (source[j] === '\\') j += 1;
    else if (quote !== '`' && source[j] === '\n') break;
    j += 1;
  }
  return j + 1;
}

/** The comments of a source file, each with its first line; strings are not comments. */
export function commentsOf(source, extension) {
  const comments = [];
  const lineAt = (i) => source.slice(0, i).split('\n').length;
  if (extension === '.sh') {
    source.split('\n').forEach((line, n) => {
      const at = line.search(/(^|\s)#(?!!)/);
      if (at >= 0) comments.push({ line: n + 1, text: line.slice(at) });
    });
    return comments;
  }
  let i = 0;
  while (i < source.length) {
    const c = source[i];
    if (c === "'" || c === '"' || c === '`') i = skipQuoted(source, i);
    else if (source.startsWith('//', i)) {
      const end = source.indexOf('\n', i);
      const stop = end < 0 ? source.length : end;
      comments.push({ line: lineAt(i), text: source.slice(i, stop) });
      i = stop;
    } else if (source.startsWith('/*', i)) {
      const end = source.indexOf('*/', i + 2);
      const stop = end < 0 ? source.length : end + 2;
      comments.push({ line: lineAt(i), text: source.slice(i, stop) });
      i = stop;
    } else i += 1;
  }
  return comments;
}

/** Every file under the scanned folders whose comments are checked, relative to `root`. */
export function scannedFiles(root) {
  const files = [];
  const walk = (relative) => {
    for (const entry of fs.readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const child = path.posix.join(relative, entry.name);
      if (entry.isDirectory()) {
        if (!skippedFolders.has(entry.name) && !skippedPaths.has(child)) walk(child);
      } else if (scannedExtensions.has(path.extname(entry.name))) files.push(child);
    }
  };
  for (const folder of scannedFolders) if (fs.existsSync(path.join(root, folder))) walk(folder);
  return files;
}

/** Each outside citation in the scanned comments, as `path:line: reason: text`. */
export function findOutsideCitations(root) {
  const found = [];
  for (const file of scannedFiles(root)) {
    const source = fs.readFileSync(path.join(root, file), 'utf8');
    for (const comment of commentsOf(source, path.extname(file))) {
      comment.text.split('\n').forEach((text, n) => {
        for (const why of outsideCitationsIn(text))
          found.push(`${file}:${comment.line + n}: ${why}: ${text.trim()}`);
      });
    }
  }
  return found;
}
