// The deterministic demo-data generator: `npm run seed`, `npm start` on an empty database and test
// set-ups all call seedDemoData().
export { DEMO_SEED, seedDemoData, type SeedOptions, type SeedResult } from './seed-demo-data';
export {
  DEMO_ADMIN_EMAIL,
  DEMO_ADMIN_PASSWORD,
  DEMO_OWNER_EMAIL,
  DEMO_OWNER_VENUES,
  DEMO_PLANNER_EMAIL,
} from './demo-users';
export { DEMO_REFERENCE_DATE, DemoVenueFactory, type DemoVenue } from './venue-builder';
export { DEMO_IMAGE_COUNT, demoImagePath } from './demo-images';
export { DemoDataRefused, refuseDemoDataInProduction } from './production-refusal';
