/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the API when it is not served from the web app's own origin (default: same origin). */
  readonly VITE_API_BASE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
