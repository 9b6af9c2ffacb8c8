// Stands in for InstantSearch's own history router in the browser build (vite.config.ts): the
// library falls back on it when no router is given, which would ship it and its query-string
// library (about 18 KB of gzipped script) to every results page, and the results page always
// gives its own router (venues-routing.ts).
export default function historyRouter(): never {
  throw new Error(
    "InstantSearch's history router is left out of the build: give <InstantSearch> routing.router (see venues-routing.ts).",
  );
}
