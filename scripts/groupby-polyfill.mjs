// Node 20 lacks Object.groupBy / Map.groupBy (Node 21+); chevrotain 12 (used by the `auth` CLI) needs them.
if (typeof Object.groupBy !== 'function') {
  Object.groupBy = function groupBy(items, key) {
    const out = Object.create(null);
    let i = 0;
    for (const item of items) {
      const k = key(item, i++);
      (out[k] ??= []).push(item);
    }
    return out;
  };
}
if (typeof Map.groupBy !== 'function') {
  Map.groupBy = function groupBy(items, key) {
    const out = new Map();
    let i = 0;
    for (const item of items) {
      const k = key(item, i++);
      if (!out.has(k)) out.set(k, []);
      out.get(k).push(item);
    }
    return out;
  };
}
