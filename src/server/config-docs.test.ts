import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvironmentSchema } from './config';

// The configuration reference is written by hand for people; the schema is what the server reads.
// These tests keep the two (and the example file) naming the same variables.
const root = join(import.meta.dirname, '..', '..');
const variables = Object.keys(EnvironmentSchema.shape).sort();

/** The variables named in the first column of docs/operations.md's configuration table. */
function documentedVariables(): string[] {
  const operations = readFileSync(join(root, 'docs', 'operations.md'), 'utf8');
  const section = operations.slice(operations.indexOf('## Configuration'));
  const table = section.slice(0, section.indexOf('\n#'));
  return [...table.matchAll(/^\| `([A-Z][A-Z0-9_]*)` /gm)].map(([, name]) => name ?? '').sort();
}

/** The variables `.env.example` sets or shows commented out. */
function exampleVariables(): string[] {
  const example = readFileSync(join(root, '.env.example'), 'utf8');
  const names = [...example.matchAll(/^#? ?([A-Z][A-Z0-9_]*)=/gm)].map(([, name]) => name ?? '');
  return [...new Set(names)].sort();
}

describe('the configuration reference', () => {
  it('documents every variable the server reads, and no other, in docs/operations.md', () => {
    expect(documentedVariables()).toEqual(variables);
  });

  it('shows every variable in .env.example, and no other', () => {
    expect(exampleVariables()).toEqual(variables);
  });
});
