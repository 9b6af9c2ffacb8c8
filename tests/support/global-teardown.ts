export default async function globalTeardown(): Promise<void> {
  const postgres = (globalThis as { __POSTGRES__?: { stop(): Promise<void> } }).__POSTGRES__;
  await postgres?.stop();
}
