// The embedded-default geocoder: a postcode's point is the centroid of its outward district, taken
// from the dataset shipped with the project. No network, no database, no cost — which is also why
// its results are never cached (see cached-geocoder.ts) and why postcodes.io falls back to it.
import { type GeocodeResult, type Geocoder, parsePostcode } from './geocoder';
import { districtOfPostcode } from './postcode-districts';

export class OfflineGeocoder implements Geocoder {
  readonly name = 'offline';

  /**
   * A postcode in a shipped district gets that district's centroid, whether or not the full
   * postcode was ever issued: the dataset holds districts, not postcodes. One in any other
   * district is `outside_coverage` — the dataset cannot tell a real Shetland postcode from a
   * mistyped district, so it does not claim the postcode is unknown.
   */
  async locate(input: string): Promise<GeocodeResult> {
    const postcode = parsePostcode(input);
    const district = districtOfPostcode(postcode);
    if (!district) return { found: false, postcode, reason: 'outside_coverage' };
    return { found: true, postcode, lat: district.lat, lng: district.lng, source: this.name, precision: 'district' };
  }
}
