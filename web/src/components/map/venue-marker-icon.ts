// A map pin drawn with CSS (no image files to resolve through the bundler), focusable and named
// by the marker's title.
import { divIcon } from 'leaflet';

export const venueMarkerIcon = divIcon({
  className: 'venue-marker',
  html: '<span class="venue-marker__pin" aria-hidden="true"></span>',
  iconSize: [28, 28],
  iconAnchor: [14, 28],
  popupAnchor: [0, -26],
});
