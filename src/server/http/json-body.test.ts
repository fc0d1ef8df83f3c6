import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstUnacceptableValue, mayHoldUnacceptableValue } from './json-body';

describe('the quick look at a JSON body before the walk through it', () => {
  it('never lets an unacceptable value through unwalked', () => {
    const anyText = fc.string({ unit: 'binary' });
    const body = fc
      .jsonValue({ maxDepth: 3 })
      .chain((value) =>
        fc.oneof(
          fc.constant(value),
          fc.dictionary(anyText, fc.oneof(anyText, fc.constant(value))),
          fc.constant({ constructor: { prototype: value } }),
          fc.constant(JSON.parse('{"__proto__": 1}') as unknown),
        ),
      );
    fc.assert(
      fc.property(body, (value) => {
        const json = JSON.stringify(value);
        expect(mayHoldUnacceptableValue(json) || firstUnacceptableValue(value) === undefined).toBe(
          true,
        );
      }),
      { numRuns: 500 },
    );
  });

  it('skips the walk for an ordinary calculation body', () => {
    const body = '{"calculationRequest":{"objectPrice":450000,"note":"Tesla \\"Model Y\\" a/b"}}';
    expect(mayHoldUnacceptableValue(body)).toBe(false);
  });
});
