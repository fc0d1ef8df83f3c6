import { afterEach, describe, expect, it } from 'vitest';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkEveryAnswer, responseSerializer, unchangingAnswer } from './response-serializer';

const Answer = z.object({ name: z.string(), items: z.array(z.object({ amount: z.number() })) });
const route = { method: 'GET', url: '/answer' };

describe('responseSerializer', () => {
  it('writes what the schema names, every time anew for an answer that may change', () => {
    const serialize = responseSerializer(Answer, route);
    const answer = { name: 'Kari', items: [{ amount: 1 }], internal: 'dropped' };
    expect(serialize(answer)).toBe('{"name":"Kari","items":[{"amount":1}]}');
    answer.items.push({ amount: 2 });
    expect(serialize(answer)).toBe('{"name":"Kari","items":[{"amount":1},{"amount":2}]}');
  });

  it('writes an unchanging answer once, and nothing in it can change', () => {
    let checked = 0;
    const Counted = Answer.refine(() => {
      checked += 1;
      return true;
    });
    const serialize = responseSerializer(Counted, route);
    const answer = unchangingAnswer({ name: 'Ola', items: [{ amount: 3 }] });
    const first = serialize(answer);
    expect(serialize(answer)).toBe(first);
    expect(checked).toBe(1);
    expect(() => {
      (answer.items as { amount: number }[]).push({ amount: 4 });
    }).toThrow(TypeError);
    expect(() => {
      (answer.items[0] as { amount: number }).amount = 5;
    }).toThrow(TypeError);
  });
});

describe('responseSerializer without a check of every answer (production)', () => {
  afterEach(() => {
    checkEveryAnswer(true);
  });

  it('writes only what the schema names, and refuses a broken answer as the check does', () => {
    checkEveryAnswer(false);
    const serialize = responseSerializer(Answer, route);
    expect(serialize({ name: 'Kari', items: [], secret: 'dropped' })).toBe(
      '{"name":"Kari","items":[]}',
    );
    expect(() => serialize({ items: [] })).toThrow(ResponseSerializationError);
  });

  it('is refused in the tests when the check would change what production writes', () => {
    const Trimmed = z.object({ name: z.string().transform((name) => name.trim()) });
    expect(() => responseSerializer(Trimmed, route)({ name: ' Kari ' })).toThrow(
      /written differently/,
    );
  });
});
