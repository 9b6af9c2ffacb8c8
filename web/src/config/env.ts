// Build-time configuration, read and validated once; nothing else reads import.meta.env.

function readApiBaseUrl(raw: string | undefined): string {
  const value = raw?.trim() ?? '';
  if (value === '') return ''; // same origin: the dev server and production proxy /api
  if (!/^https?:\/\//.test(value)) {
    throw new Error(`VITE_API_BASE_URL must be an http(s) origin, got "${value}"`);
  }
  return value.replace(/\/+$/, '');
}

/** OpenStreetMap's standard tiles: fine for a demo, a tile provider of your own for real traffic. */
const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const DEFAULT_MAP_TILE_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

function readMapTileUrl(raw: string | undefined): string {
  const value = raw?.trim() ?? '';
  if (value === '') return DEFAULT_MAP_TILE_URL;
  if (!/^(https?:)?\/\//.test(value) && !value.startsWith('/')) {
    throw new Error(`VITE_MAP_TILE_URL must be an http(s) or same-origin URL template, got "${value}"`);
  }
  for (const placeholder of ['{z}', '{x}', '{y}']) {
    if (!value.includes(placeholder)) {
      throw new Error(`VITE_MAP_TILE_URL must contain ${placeholder}, got "${value}"`);
    }
  }
  return value;
}

export const env = {
  API_BASE_URL: readApiBaseUrl(import.meta.env.VITE_API_BASE_URL),
  /** Where the files of web/public are served from (Vite's `base`, '/' by default). */
  PUBLIC_BASE_URL: import.meta.env.BASE_URL,
  /** Leaflet tile URL template ({s}, {z}, {x}, {y}) of the results and venue maps. */
  MAP_TILE_URL: readMapTileUrl(import.meta.env.VITE_MAP_TILE_URL),
  /** Credit line the tile provider asks for (HTML). */
  MAP_TILE_ATTRIBUTION: import.meta.env.VITE_MAP_TILE_ATTRIBUTION?.trim() || DEFAULT_MAP_TILE_ATTRIBUTION,
} as const;
