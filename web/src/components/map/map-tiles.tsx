// The map tiles every map of the app draws on, from the configured tile server.
import { TileLayer } from 'react-leaflet';
import { env } from '../../config/env';

export function MapTiles() {
  return <TileLayer url={env.MAP_TILE_URL} attribution={env.MAP_TILE_ATTRIBUTION} />;
}
