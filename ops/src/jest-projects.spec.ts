// Jest's two projects (jest.config.js): unit specs run without a database, so they answer in
// seconds; integration specs, those that use PostgreSQL, get the run's throwaway cluster. The
// rule that sorts them, and the loud failure of a unit spec that reaches for the database anyway.
import { join, relative, resolve } from 'node:path';

const ROOT = resolve(__dirname, '../..');

interface JestProject {
  displayName: string;
  testMatch: string[];
  globalSetup?: string;
}
const { projects } = jest.requireActual<{ projects: JestProject[] }>(join(ROOT, 'jest.config.js'));
const specsOf = (name: string) =>
  projects.find((project) => project.displayName === name)!.testMatch.map((file) => relative(ROOT, file));

describe('the Jest projects', () => {
  it('are a unit project without PostgreSQL and an integration project that starts it', () => {
    expect(projects.map((project) => project.displayName)).toEqual(['unit', 'integration']);
    expect(projects[0]!.globalSetup).toBeUndefined();
    expect(projects[1]!.globalSetup).toMatch(/tests\/support\/global-setup\.ts$/);
  });

  it('sort a spec that imports the test database or the test app into the integration project', () => {
    const integration = specsOf('integration');
    expect(integration).toEqual(
      expect.arrayContaining([
        'api/src/auth/auth.http.spec.ts', // tests/support/api-test-app
        'core/src/jobs/job-queue.repository.spec.ts', // tests/support/test-database
        'api/src/common/database-outage.http.spec.ts', // the test server's address
        'ops/src/database-commands.spec.ts', // // @integration: (a PostgreSQL of its own)
      ]),
    );
    // Every HTTP spec drives the real app on its own database.
    const http = [...specsOf('unit'), ...integration].filter((file) => file.endsWith('.http.spec.ts'));
    expect(http.filter((file) => !integration.includes(file))).toEqual([]);
  });

  it('sort every other spec, this one included, into the unit project, each spec once', () => {
    const unit = specsOf('unit');
    expect(unit).toEqual(expect.arrayContaining(['ops/src/jest-projects.spec.ts', 'core/src/geo/distance.spec.ts']));
    expect(unit.filter((file) => specsOf('integration').includes(file))).toEqual([]);
  });

  it('fail a unit spec that reaches the test database some other way, saying why', async () => {
    // As a helper of the spec's own would reach it: not imported by the spec itself.
    const testDatabase = jest.requireActual<typeof import('../../tests/support/test-database')>(
      join(ROOT, 'tests/support/test-database'),
    );
    await expect(testDatabase.createTestDatabase()).rejects.toThrow(testDatabase.UNIT_SPEC_USES_DATABASE);
  });
});
