import { type Manifest, routePreloads } from './build-manifest';

const MANIFEST: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  'src/app/routes/venues.tsx': {
    file: 'assets/venues.js',
    imports: ['_react.js', '_cards.js'],
    dynamicImports: ['_map.js'],
  },
  '_cards.js': { file: 'assets/cards.js' },
  '_map.js': { file: 'assets/map.js' },
};

describe('the scripts the server preloads for a page', () => {
  it('are the route’s chunk and its static imports, not what index.html loads nor what loads on demand', () => {
    expect(routePreloads(MANIFEST, 'src/app/routes/venues.tsx')).toEqual(['assets/venues.js', 'assets/cards.js']);
  });
});
