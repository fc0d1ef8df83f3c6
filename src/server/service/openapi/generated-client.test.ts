import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANNUITY_EXAMPLE } from '../../../domain/contract/example-requests';
import { useServiceUnderTest } from '../test-support/seeded-service';
import { PREFIX, TEST_API_KEY } from '../test-support/test-service';

const service = useServiceUnderTest();

/** docs/calculation.md's first example, naming its loan type as a partner would. */
const CALCULATION_REQUEST = {
  ...ANNUITY_EXAMPLE,
  financialParameters: { ...ANNUITY_EXAMPLE.financialParameters, loanType: 'Annuity' },
};

/** A client a partner would write against the generated types, with openapi-fetch. */
const CLIENT_SOURCE = `
import createClient from 'openapi-fetch';
import type { components, paths } from './partner-api';

type CalculationRequest = components['schemas']['CalculationRequest'];

export async function useService(baseUrl: string, apiKey: string) {
  const client = createClient<paths>({ baseUrl, headers: { authorization: \`Bearer \${apiKey}\` } });
  const salesPerson = await client.GET('/sales-person/{salespersonId}', {
    params: { path: { salespersonId: '1001' } },
  });
  const calculationRequest: CalculationRequest = ${JSON.stringify(CALCULATION_REQUEST)};
  const calculation = await client.POST('/calculation', { body: { calculationRequest } });
  const missing = await client.GET('/application/{id}', { params: { path: { id: '0' } } });
  return {
    salesPersonName: salesPerson.data?.salesPersonName,
    termAmount: calculation.data?.calculation.termAmount,
    missingStatus: missing.response.status,
    missingTitle: missing.error?.title,
  };
}
`;

// Inside the project, so the client resolves openapi-fetch from its node_modules.
const CACHE = join(process.cwd(), 'node_modules', '.cache');
let directory = '';
beforeAll(async () => {
  await mkdir(CACHE, { recursive: true });
  directory = await mkdtemp(join(CACHE, 'generated-client-'));
});
afterAll(async () => {
  if (directory !== '') await rm(directory, { recursive: true, force: true });
});

describe('a TypeScript client generated from the OpenAPI document', () => {
  it('compiles and calls the running service', async () => {
    const document: unknown = (
      await service.app.inject({ method: 'GET', url: `${PREFIX}/openapi.json` })
    ).json();
    const types = astToString(await openapiTS(document as never));
    await writeFile(join(directory, 'partner-api.ts'), types);
    await writeFile(join(directory, 'client.ts'), CLIENT_SOURCE);

    const program = ts.createProgram([join(directory, 'client.ts')], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      skipLibCheck: true,
    });
    const diagnostics = ts
      .getPreEmitDiagnostics(program)
      .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    expect(diagnostics).toEqual([]);

    const address = await service.app.listen({ host: '127.0.0.1', port: 0 });
    const client = (await import(/* @vite-ignore */ join(directory, 'client.ts'))) as {
      useService: (baseUrl: string, apiKey: string) => Promise<Record<string, unknown>>;
    };
    expect(await client.useService(`${address}${PREFIX}`, TEST_API_KEY)).toEqual({
      salesPersonName: expect.any(String) as unknown,
      termAmount: 4665.85,
      missingStatus: 404,
      missingTitle: 'Not Found',
    });
  }, 60_000);
});
