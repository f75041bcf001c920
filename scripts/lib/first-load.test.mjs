import { describe, expect, it } from 'vitest';
import { firstLoadFiles, gzipSize, measureFirstLoad } from './first-load.mjs';

const manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_vendor.js'] },
  '_vendor.js': { file: 'assets/vendor.js' },
  '_shared.js': { file: 'assets/shared.js', imports: ['_vendor.js'] },
  '_later.js': { file: 'assets/later.js' },
  'home.tsx': {
    file: 'assets/home.js',
    isDynamicEntry: true,
    imports: ['_shared.js'],
    dynamicImports: ['_later.js'],
    css: ['assets/home.css'],
  },
};
const bytes = {
  'assets/index.js': 'a'.repeat(100),
  'assets/vendor.js': 'b'.repeat(200),
  'assets/shared.js': 'c'.repeat(300),
  'assets/home.js': 'd'.repeat(400),
  'assets/later.js': 'e'.repeat(5000),
};
const read = (file) => Buffer.from(bytes[file]);

describe('first-load budget', () => {
  it('counts the entry, the route and their static imports once, not dynamic imports', () => {
    expect(firstLoadFiles(manifest, 'home.tsx').sort()).toEqual(
      ['assets/home.js', 'assets/index.js', 'assets/shared.js', 'assets/vendor.js'].sort(),
    );
  });

  it('measures from index.html when other HTML entries (the games) come first', () => {
    const withGame = {
      'games/embedded/x/index.html': { file: 'assets/game-x.js', isEntry: true },
      ...manifest,
    };
    expect(firstLoadFiles(withGame, 'home.tsx')).not.toContain('assets/game-x.js');
  });

  it('sums each file gzipped', () => {
    const expected = ['index', 'vendor', 'shared', 'home']
      .map((n) => gzipSize(read(`assets/${n}.js`)))
      .reduce((a, b) => a + b);
    expect(measureFirstLoad(manifest, 'home.tsx', read)).toMatchObject({
      gzip: expected,
      raw: 1000,
    });
  });

  it('counts every module a route loads together, each chunk once', () => {
    expect(firstLoadFiles(manifest, ['home.tsx', '_later.js']).sort()).toEqual(
      [
        'assets/home.js',
        'assets/index.js',
        'assets/later.js',
        'assets/shared.js',
        'assets/vendor.js',
      ].sort(),
    );
  });

  it('refuses a route the manifest does not know', () => {
    expect(() => firstLoadFiles(manifest, 'missing.tsx')).toThrow(/missing\.tsx/);
  });
});
