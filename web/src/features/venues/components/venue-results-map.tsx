// The map view of a page of results: a pin per venue that has coordinates, each with a popup
// linking to the venue. Loaded on demand, with Leaflet, only when a visitor picks the map.
import 'leaflet/dist/leaflet.css';
import '../../../components/map/maps.css';
import { latLngBounds, type LatLngBounds } from 'leaflet';
import { useEffect } from 'react';
import { MapContainer, Marker, Popup, useMap } from 'react-leaflet';
import { Link } from 'react-router-dom';
import { cityName, type LatLng, type VenueCard } from '@venue-finder/contract';
import { MapTiles } from '../../../components/map/map-tiles';
import { venueMarkerIcon } from '../../../components/map/venue-marker-icon';
import { venueHref, venueName } from '../../../components/venue/venue-links';
import { formatCount, formatGuestRange } from '../../../lib/format-en-gb';

type LocatedVenue = VenueCard & { geo: LatLng };

const hasGeo = (venue: VenueCard): venue is LocatedVenue =>
  !!venue.geo && Number.isFinite(venue.geo.lat) && Number.isFinite(venue.geo.lng);

/** Keeps every pin in view as the results change. */
function FitToVenues({ bounds }: { bounds: LatLngBounds }) {
  const map = useMap();
  const key = bounds.toBBoxString();
  useEffect(() => {
    map.fitBounds(bounds, { padding: [32, 32], maxZoom: 15 });
    // The key stands for the bounds.
  }, [map, key]);
  return null;
}

export default function VenueResultsMap({ venues }: { venues: VenueCard[] }) {
  const located = venues.filter(hasGeo);
  const unlocated = venues.length - located.length;
  if (located.length === 0) {
    return <p className="notice">None of the venues on this page has a map location yet.</p>;
  }
  const bounds = latLngBounds(located.map((venue) => [venue.geo.lat, venue.geo.lng]));

  return (
    <div className="results-map">
      <div className="map-frame results-map__frame" role="region" aria-label="Map of the venues on this page">
        <MapContainer bounds={bounds} boundsOptions={{ padding: [32, 32], maxZoom: 15 }} scrollWheelZoom={false}>
          <MapTiles />
          <FitToVenues bounds={bounds} />
          {located.map((venue) => (
            <Marker
              key={venue.id}
              position={[venue.geo.lat, venue.geo.lng]}
              icon={venueMarkerIcon}
              title={venueName(venue)}
              keyboard
            >
              <Popup>
                <Link className="map-popup__name" to={venueHref(venue)}>
                  {venueName(venue)}
                </Link>
                {cityName(venue.city)}
                {formatGuestRange(venue.capacity?.min, venue.capacity?.max) &&
                  ` · ${formatGuestRange(venue.capacity?.min, venue.capacity?.max)}`}
              </Popup>
            </Marker>
          ))}
        </MapContainer>
      </div>
      {unlocated > 0 && (
        <p className="results-map__note">
          {formatCount(unlocated)} {unlocated === 1 ? 'venue' : 'venues'} on this page{' '}
          {unlocated === 1 ? 'has' : 'have'} no map location yet and {unlocated === 1 ? 'is' : 'are'} listed in the list
          view only.
        </p>
      )}
    </div>
  );
}
