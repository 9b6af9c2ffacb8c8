// The api's module boundaries are the lint's to keep (lint/api-modules.js, issue #46): `npm run
// lint` runs ESLint with the repository's own config, and so does this test, on code it places
// where a file of the api would be.
import { join } from 'node:path';
import { ESLint } from 'eslint';

const ROOT = join(__dirname, '..', '..');
const eslint = new ESLint({ cwd: ROOT });

/** The messages of `rule` for `code` as if it were the file at `path` (from the repository root). */
async function problems(rule: 'imports' | 'no-module-loop', path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, path) });
  return result.messages
    .filter((message) => message.ruleId === `api-modules/${rule}` || message.fatal)
    .map((message) => message.message);
}

describe('the api’s module boundaries (npm run lint)', () => {
  // The first lint loads the config and parses every file of api/src for the modules' graph:
  // seconds on a loaded machine, so it is done once here, with room, not inside a test's 30 s.
  beforeAll(() => problems('imports', 'api/src/kernel/clock.ts', 'export const warm = 1;\n'), 120_000);

  it('refuses a feature import in the shared kernel, and in common/ and config/', async () => {
    const code = "import { ClaimRepository } from '../claims/claim.repository';\nexport const c = ClaimRepository;\n";
    expect(await problems('imports', 'api/src/kernel/audit-log.ts', code)).toEqual([
      expect.stringMatching(/^api\/src\/kernel is shared code and may not import the 'claims' module/),
    ]);
    expect(await problems('imports', 'api/src/common/validation.ts', code)).toEqual([
      expect.stringMatching(/^api\/src\/common is shared code and may not import the 'claims' module/),
    ]);
    expect(
      await problems(
        'imports',
        'api/src/config/api-config.ts',
        "import type { DnsResolver } from '../dns';\nexport type D = DnsResolver;\n",
      ),
    ).toEqual([expect.stringMatching(/^api\/src\/config is shared code and may not import the 'dns' module/)]);
  });

  it('refuses an import of another feature’s own file, naming its public index', async () => {
    expect(
      await problems(
        'imports',
        'api/src/claims/claims.service.ts',
        "import { MediaService } from '../media/media.service';\nexport const m = MediaService;\n",
      ),
    ).toEqual([
      "The 'claims' module may not import the 'media' module's own file '../media/media.service': import it from '../media' (the module's public index), or move what both need into api/src/kernel.",
    ]);
  });

  it('refuses an import of the app in a feature or in shared code', async () => {
    const code = "import { AppModule } from '../app.module';\nexport const a = AppModule;\n";
    expect(await problems('imports', 'api/src/claims/claims.service.ts', code)).toEqual([
      expect.stringMatching(/^The 'claims' module may not import the app/),
    ]);
    expect(await problems('imports', 'api/src/kernel/clock.ts', code)).toEqual([
      expect.stringMatching(/^The 'kernel' module may not import the app/),
    ]);
  });

  it('accepts the kernel, common/, config/, a feature’s own files and another’s index or Nest module', async () => {
    const code = [
      "import { Clock } from '../kernel/clock';",
      "import { MailQueue } from '../kernel/mail/mail-queue';",
      "import { DomainException } from '../common/domain.exception';",
      "import { ApiConfig } from '../config/api-config';",
      "import { ClaimRepository } from './claim.repository';",
      "import { MediaService } from '../media';",
      "import { MediaModule } from '../media/media.module';",
      'export const all = [Clock, MailQueue, DomainException, ApiConfig, ClaimRepository, MediaService, MediaModule];',
      '',
    ].join('\n');
    expect(await problems('imports', 'api/src/claims/claims.service.ts', code)).toEqual([]);
    expect(await problems('no-module-loop', 'api/src/claims/claims.service.ts', code)).toEqual([]);
  });

  it('refuses an import that closes a loop of modules, naming the loop', async () => {
    // venue-enquiries imports briefs (its brief rows and e-mail rules) through briefs' index.
    expect(
      await problems(
        'no-module-loop',
        'api/src/briefs/briefs.service.ts',
        "import { VenueEnquiriesModule } from '../venue-enquiries/venue-enquiries.module';\nexport const v = VenueEnquiriesModule;\n",
      ),
    ).toEqual([
      'This import makes a module loop: briefs → venue-enquiries → briefs. Move what both sides need into api/src/kernel, or pass it in.',
    ]);
  });

  it('counts a type-only import in a module loop: a type shared both ways ties two modules too', async () => {
    // dns imports the configuration (ApiConfig, DnsConfig).
    expect(
      await problems(
        'no-module-loop',
        'api/src/config/api-config.ts',
        "import type { DnsResolver } from '../dns';\nexport type D = DnsResolver;\n",
      ),
    ).toEqual([expect.stringContaining('This import makes a module loop: config → dns → config.')]);
  });

  it('leaves specs out: a spec may reach into the modules it proves, and nothing imports it', async () => {
    const code = "import { ClaimRepository } from '../claims/claim.repository';\nexport const c = ClaimRepository;\n";
    expect(await problems('imports', 'api/src/kernel/audit-log.spec.ts', code)).toEqual([]);
    expect(await problems('no-module-loop', 'api/src/kernel/audit-log.spec.ts', code)).toEqual([]);
  });
});
