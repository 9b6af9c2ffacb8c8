// The web app's layers are the lint's to keep (lint/web-layers.js, issue #37): `npm run lint`
// runs ESLint with the repository's own config, and so does this test, on code it places where a
// file of the web app would be.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: ROOT });

/** The layer rules' messages for `code` as if it were the file at `path` (from the repository root). */
async function layerProblems(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, path) });
  return result.messages
    .filter((message) => message.ruleId?.startsWith('web-layers/') || message.fatal)
    .map((message) => `${message.ruleId}: ${message.message}`);
}

const CLAIM_PAGE = 'web/src/features/claims/components/claim-page.tsx';

describe('the web app’s layers (npm run lint)', () => {
  it('refuses a web import of core/, by package or by path', async () => {
    expect(
      await layerProblems(CLAIM_PAGE, "import { Venue } from '@venue-finder/core';\nexport type V = Venue;\n"),
    ).toEqual([
      expect.stringMatching(/^web-layers\/imports: web\/ imports only @venue-finder\/contract .*'@venue-finder\/core'/),
    ]);
    expect(
      await layerProblems(
        CLAIM_PAGE,
        "import { Venue } from '../../../../../core/src/index';\nexport type V = Venue;\n",
      ),
    ).toEqual([
      expect.stringMatching(/^web-layers\/imports: web\/ imports only the contract, not '.*core\/src\/index'/),
    ]);
  });

  it('refuses an import from one feature into another', async () => {
    expect(
      await layerProblems(
        CLAIM_PAGE,
        "import { useVenue } from '../../venue-detail/api/get-venue';\nexport const v = useVenue;\n",
      ),
    ).toEqual([
      expect.stringMatching(/^web-layers\/imports: The 'claims' feature may not import the 'venue-detail' feature/),
    ]);
  });

  it('refuses an import of the app in a feature', async () => {
    expect(
      await layerProblems(CLAIM_PAGE, "import { paths } from '../../../app/router';\nexport const p = paths;\n"),
    ).toEqual([expect.stringMatching(/^web-layers\/imports: The 'claims' feature may not import the app/)]);
  });

  it('refuses a feature import in shared code', async () => {
    expect(
      await layerProblems(
        'web/src/lib/claim-text.ts',
        "import { useClaims } from '../features/claims/api/claims';\nexport const c = useClaims;\n",
      ),
    ).toEqual([expect.stringMatching(/^web-layers\/imports: web\/src\/lib is shared code/)]);
  });

  it('accepts the contract, the feature’s own files, shared code and the app composing features', async () => {
    const code = [
      "import { paths } from '../../../config/paths';",
      "import { api } from '../../../lib/api-client';",
      "import { useClaims } from '../api/claims';",
      "import { VENUE_STATUSES } from '@venue-finder/contract';",
      'export const all = [paths, api, useClaims, VENUE_STATUSES];',
      '',
    ].join('\n');
    expect(await layerProblems(CLAIM_PAGE, code)).toEqual([]);
    expect(
      await layerProblems(
        'web/src/app/routes/claims.tsx',
        "import { useClaims } from '../../features/claims/api/claims';\nexport const c = useClaims;\n",
      ),
    ).toEqual([]);
  });

  it('takes query keys from their factory, never a literal array', async () => {
    const literal = [
      "import { queryOptions } from '@tanstack/react-query';",
      "export const claims = () => queryOptions({ queryKey: ['admin', 'claims'], queryFn: () => [] });",
      '',
    ].join('\n');
    expect(await layerProblems('web/src/features/claims/api/claims.ts', literal)).toEqual([
      expect.stringMatching(/^web-layers\/query-keys: Spell no query key here/),
    ]);
    const fromFactory = literal
      .replace("['admin', 'claims']", 'queryKeys.admin.claims()')
      .replace('\n', "\nimport { queryKeys } from '../../../lib/query-keys';\n");
    expect(await layerProblems('web/src/features/claims/api/claims.ts', fromFactory)).toEqual([]);
  });
});
