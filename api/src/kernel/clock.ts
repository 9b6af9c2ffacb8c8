// The api's clock is core's (one home for "now"): a Nest provider by its class, which specs
// replace or spy on (`app.get(Clock)`).
export { Clock } from '@venue-finder/core';
