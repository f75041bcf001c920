// zod compiles object parsers with `new Function` after probing whether eval is allowed.
// Our CSP forbids eval (no 'unsafe-eval'), so the probe was a CSP violation that Chrome
// reports as an issue on every page that parses a response (decision 025). The web parses
// small responses, where zod's interpreted parser is fast enough.
//
// zod keeps its settings in this global object, so copies of zod share them; it adopts an
// object already there. Setting it here, rather than calling zod's `config`, keeps zod out
// of the entry chunk (importing `config` pulled zod's core into it, +3 KB gzipped). The
// object is changed in place, so this holds whether or not zod has loaded.
// zod-jitless.test.ts checks that zod reads it.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;

export {};
