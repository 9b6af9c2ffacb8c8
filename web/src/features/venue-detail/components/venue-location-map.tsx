// The venue on a map: a window of 0.01° latitude and 0.015° longitude either side of it, the
// spec's bounding box. Loaded on demand with Leaflet.
import 'leaflet/dist/leaflet.css';
import '../../../components/map/maps.css';
import { MapContainer, Marker } from 'react-leaflet';
import { MapTiles } from '../../../components/map/map-tiles';
import { venueMarkerIcon } from '../../../components/map/venue-marker-icon';
import { venueName } from '../../../components/venue/venue-links';
import type { LatLng, VenueDetailView } from '@venue-finder/contract';

export const MAP_LAT_OFFSET = 0.01;
export const MAP_LNG_OFFSET = 0.015;

export default function VenueLocationMap({ venue, geo }: { venue: VenueDetailView; geo: LatLng }) {
  const name = venueName(venue);
  return (
    <div className="map-frame venue-map" role="region" aria-label={`Map showing where ${name} is`}>
      <MapContainer
        bounds={[
          [geo.lat - MAP_LAT_OFFSET, geo.lng - MAP_LNG_OFFSET],
          [geo.lat + MAP_LAT_OFFSET, geo.lng + MAP_LNG_OFFSET],
        ]}
        scrollWheelZoom={false}
      >
        <MapTiles />
        <Marker
          position={[geo.lat, geo.lng]}
          icon={venueMarkerIcon}
          title={name}
          interactive={false}
          keyboard={false}
        />
      </MapContainer>
    </div>
  );
}
