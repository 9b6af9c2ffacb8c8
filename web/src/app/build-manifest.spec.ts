import { type Manifest, routePreloads } from './build-manifest';

const MANIFEST: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: ['src/app/start.tsx'],
    css: ['assets/index.css'],
  },
  '_react.js': { file: 'assets/react.js' },
  'src/app/start.tsx': {
    file: 'assets/start.js',
    imports: ['_react.js'],
    dynamicImports: ['src/app/routes/venues.tsx'],
    css: ['assets/shell.css'],
  },
  'src/app/routes/venues.tsx': {
    file: 'assets/venues.js',
    imports: ['_react.js', '_cards.js'],
    dynamicImports: ['_map.js'],
    css: ['assets/venues.css'],
  },
  '_cards.js': { file: 'assets/cards.js', css: ['assets/cards.css', 'assets/index.css'] },
  '_map.js': { file: 'assets/map.js', css: ['assets/map.css'] },
};

describe('what the server preloads for a page', () => {
  it('is the app’s start and the route’s chunk with their static imports, not what index.html loads nor what loads on demand', () => {
    expect(routePreloads(MANIFEST, 'src/app/routes/venues.tsx').js).toEqual([
      'assets/start.js',
      'assets/venues.js',
      'assets/cards.js',
    ]);
  });

  it('includes the styles of the app’s start, the route and its static imports, but not the entry’s nor those loaded on demand', () => {
    expect(routePreloads(MANIFEST, 'src/app/routes/venues.tsx').css).toEqual([
      'assets/shell.css',
      'assets/venues.css',
      'assets/cards.css',
    ]);
  });
});
