import { type Manifest, checkBudgets, entryBundle, routeBundle } from './route-bundles';

const MANIFEST: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: ['_react-dom.js', 'src/app/start.tsx'],
    css: ['assets/index.css'],
  },
  '_react.js': { file: 'assets/react.js' },
  '_react-dom.js': { file: 'assets/react-dom.js', imports: ['_react.js'] },
  'src/app/start.tsx': {
    file: 'assets/start.js',
    imports: ['_react.js', '_react-dom.js'],
    dynamicImports: ['src/app/routes/venues.tsx', 'src/app/routes/venue.tsx'],
  },
  'src/app/routes/venues.tsx': {
    file: 'assets/venues.js',
    imports: ['_react.js', '_cards.js'],
    dynamicImports: ['_map.js'],
    css: ['assets/venues.css'],
  },
  'src/app/routes/venue.tsx': { file: 'assets/venue.js', imports: ['_react.js'] },
  '_cards.js': { file: 'assets/cards.js', css: ['assets/cards.css'] },
  '_map.js': { file: 'assets/map.js', css: ['assets/map.css'] },
};

describe('a route’s initial bundle', () => {
  it('is the entry, the app’s start it imports and the route, with what they import statically, each once, and their CSS', () => {
    expect(routeBundle(MANIFEST, 'src/app/routes/venues.tsx')).toEqual({
      js: [
        'assets/index.js',
        'assets/react.js',
        'assets/react-dom.js',
        'assets/start.js',
        'assets/venues.js',
        'assets/cards.js',
      ],
      css: ['assets/index.css', 'assets/venues.css', 'assets/cards.css'],
    });
  });

  it('starts with what the HTML names: the entry and what it imports statically, which a rendered page’s first view waits for alone', () => {
    expect(entryBundle(MANIFEST)).toEqual({ js: ['assets/index.js', 'assets/react.js'], css: ['assets/index.css'] });
  });

  it('says which module is missing when a route was renamed', () => {
    expect(() => routeBundle(MANIFEST, 'src/app/routes/gone.tsx')).toThrow(
      'The build manifest has no src/app/routes/gone.tsx',
    );
  });

  it('is over budget when its script or its CSS is over the limit', () => {
    const bytes: Record<string, number> = {
      'assets/index.js': 50,
      'assets/react.js': 10,
      'assets/react-dom.js': 25,
      'assets/start.js': 5,
      'assets/venues.js': 20,
      'assets/cards.js': 5,
      'assets/index.css': 3,
      'assets/venues.css': 2,
      'assets/cards.css': 1,
    };
    const measure = (files: string[]) => files.reduce((total, file) => total + bytes[file]!, 0);
    const check = (maxJs: number, maxCss: number) =>
      checkBudgets(MANIFEST, 'dist', { results: { module: 'src/app/routes/venues.tsx', maxJs, maxCss } }, measure);
    expect(check(115, 6)).toEqual([{ route: 'results', js: 115, css: 6, overJs: false, overCss: false }]);
    expect(check(114, 6)[0]).toMatchObject({ overJs: true, overCss: false });
    expect(check(115, 5)[0]).toMatchObject({ overJs: false, overCss: true });
  });
});
