// How the api's Node process is started, wherever it is: npm start's supervisor, the benchmarks'
// launcher, and the Dockerfile and docker-compose.yml (node-flags.spec.ts holds those to it).
//
// A young generation of 8 MB a semi-space rather than Node 24's default, which grows with the
// machine (to 64 MB here, 24 GiB: --trace-gc-nvp's new_space_capacity). Requests allocate
// briskly and hold their objects while they wait on the database, so a scavenge copies what the
// requests in flight hold, and every one of them waits for it. With the default, scavenges came
// seldom but paused 25-30 ms each, which set the p99 of every request; with 8 MB they pause
// about 4 ms, for the same total time in the collector (type-ahead with 4 clients, 12,000
// venues: p99 25-27 → 16-17 ms; BENCHMARKS.md).
export const API_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=8'];
