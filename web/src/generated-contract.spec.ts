// The web app's API types are generated from the OpenAPI document (contract/tools/openapi-types.ts),
// so a DTO change breaks the web build until `npm run openapi` regenerates them and the screens
// follow (issue #37). This test renames one answer field in a copy of the document, generates
// the types from it exactly as `npm run openapi` does, and type-checks a screen that reads the
// field against them, beside the committed types as a control.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { generateOpenApiTypes } from '../../contract/tools/openapi-types';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DOCUMENT = join(ROOT, 'api', 'openapi.json');
/** The owner portal shows each claim's venue by name (OwnerClaim.venue_name). */
const SCREEN = join(ROOT, 'web', 'src', 'app', 'routes', 'owner-portal.tsx');
/** The venue and compare pages read a venue's detail view through this client call. */
const VENUE_CLIENT = join(ROOT, 'web', 'src', 'lib', 'venue.ts');

/** The web app's compiler options, with the contract read from `contractSource` instead. */
function webOptions(contractSource: string): ts.CompilerOptions {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    join(ROOT, 'web', 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!parsed) throw new Error('web/tsconfig.json could not be read');
  return { ...parsed.options, paths: { '@venue-finder/contract': [join(contractSource, 'index.ts')] } };
}

/** The compiler's errors in `file` (SCREEN unless named) when the contract's generated types are `generated`. */
function screenErrors(generated: string, file = SCREEN): string[] {
  const contract = mkdtempSync(join(tmpdir(), 'venue-finder-contract-'));
  try {
    cpSync(join(ROOT, 'contract', 'src'), contract, { recursive: true });
    writeFileSync(join(contract, 'openapi-types.generated.ts'), generated);
    const program = ts.createProgram([file], webOptions(contract));
    return [...program.getSemanticDiagnostics(program.getSourceFile(file))].map((diagnostic) =>
      ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'),
    );
  } finally {
    rmSync(contract, { recursive: true, force: true });
  }
}

describe('the web app’s generated API types', () => {
  const document = JSON.parse(readFileSync(DOCUMENT, 'utf8')) as {
    components: { schemas: Record<string, { properties: Record<string, unknown>; required?: string[] }> };
  };

  it('let the web app build against the committed document', () => {
    const committed = readFileSync(join(ROOT, 'contract', 'src', 'openapi-types.generated.ts'), 'utf8');
    expect(screenErrors(committed)).toEqual([]);
    expect(screenErrors(committed, VENUE_CLIENT)).toEqual([]);
  }, 120_000);

  it('break the web build when a DTO field is renamed and the types are regenerated', async () => {
    const claim = document.components.schemas.OwnerClaim;
    const { venue_name: venueName, ...otherFields } = claim.properties;
    expect(venueName).toBeDefined();
    claim.properties = { ...otherFields, venue_title: venueName };
    claim.required = claim.required?.map((field) => (field === 'venue_name' ? 'venue_title' : field));

    const errors = screenErrors(await generateOpenApiTypes(document));

    expect(errors).not.toEqual([]);
    expect(errors).toEqual(
      errors.map(() => expect.stringMatching(/Property 'venue_name' does not exist on type .*venue_title/s)),
    );
  }, 120_000);

  it('break the web build when the venue detail answer loses a field of the contract’s detail view', async () => {
    const copy = JSON.parse(readFileSync(DOCUMENT, 'utf8')) as {
      paths: Record<string, { get: { responses: Record<string, { content: Record<string, { schema: unknown }> }> } }>;
    };
    const answer = copy.paths['/api/v2/venues/{idOrSlug}']!.get.responses['200']!.content['application/json']!
      .schema as { allOf: { properties?: Record<string, unknown>; required?: string[] }[] };
    const view = answer.allOf.find((part) => part.properties?.venue_type);
    expect(view).toBeDefined();
    delete view!.properties!.venue_type;
    view!.required = view!.required?.filter((field) => field !== 'venue_type');

    const errors = screenErrors(await generateOpenApiTypes(copy), VENUE_CLIENT);

    expect(errors).toEqual([expect.stringMatching(/Property 'venue_type' is missing/s)]);
  }, 120_000);
});
