// Geocoding, as the rest of the code base sees it: the port, its adapters and the factory.
export * from './cached-geocoder';
export * from './create-geocoder';
export * from './geocoder';
export * from './geocoder-config';
export * from './offline-geocoder';
export * from './postcodes-io-geocoder';
