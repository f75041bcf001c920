// The failed tests of one JSON report (Playwright's or Vitest's), each with the first lines
// of its error, so the last lines `npm test` prints name what broke: a CI page that shows
// only the tail still says which test failed and why.

// eslint-disable-next-line no-control-regex -- colour codes start with ESC
const ansi = /\u001b\[[0-9;]*m/g;

/** The first `lines` non-empty lines of an error message, without colour codes. */
function firstLines(message, lines) {
  return String(message ?? '')
    .replace(ansi, '')
    .split('\n')
    .map((l) => l.trimEnd())
    .filter((l) => l.trim() !== '')
    .slice(0, lines);
}

function playwrightFailures(report, lines) {
  const out = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const last = test.results?.at(-1);
        out.push({
          title: `[${test.projectName}] ${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}`,
          error: firstLines(
            last?.error?.message ?? last?.errors?.[0]?.message ?? last?.status,
            lines,
          ),
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  for (const e of report.errors ?? []) {
    out.push({ title: 'outside any test', error: firstLines(e.message, lines) });
  }
  return out;
}

function vitestFailures(report, lines) {
  const out = [];
  for (const file of report.testResults ?? []) {
    const failed = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const a of failed) {
      out.push({
        title: `${file.name} › ${a.fullName ?? a.title}`,
        error: firstLines(a.failureMessages?.[0], lines),
      });
    }
    // A file that failed to load has no failed assertion, only its message.
    if (failed.length === 0 && file.status === 'failed') {
      out.push({ title: file.name, error: firstLines(file.message, lines) });
    }
  }
  return out;
}

/**
 * The failures a report records: `{ title, error: string[] }` each.
 * @param {object} report a parsed Playwright or Vitest JSON report
 * @param {number} [lines] how many lines of each error to keep
 */
export function failures(report, lines = 4) {
  return report.stats ? playwrightFailures(report, lines) : vitestFailures(report, lines);
}
