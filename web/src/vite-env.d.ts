/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the API when it is not served from the web app's own origin (default: same origin). */
  readonly VITE_API_BASE_URL?: string;
  /** Map tile URL template (default: OpenStreetMap's standard tiles). */
  readonly VITE_MAP_TILE_URL?: string;
  /** Attribution (HTML) the tile provider requires (default: OpenStreetMap contributors). */
  readonly VITE_MAP_TILE_ATTRIBUTION?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
