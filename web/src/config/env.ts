// Build-time configuration, read and validated once; nothing else reads import.meta.env.

function readApiBaseUrl(raw: string | undefined): string {
  const value = raw?.trim() ?? '';
  if (value === '') return ''; // same origin: the dev server and production proxy /api
  if (!/^https?:\/\//.test(value)) {
    throw new Error(`VITE_API_BASE_URL must be an http(s) origin, got "${value}"`);
  }
  return value.replace(/\/+$/, '');
}

export const env = {
  API_BASE_URL: readApiBaseUrl(import.meta.env.VITE_API_BASE_URL),
  /** Where the files of web/public are served from (Vite's `base`, '/' by default). */
  PUBLIC_BASE_URL: import.meta.env.BASE_URL,
} as const;
