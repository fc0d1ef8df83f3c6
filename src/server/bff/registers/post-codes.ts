import type { PostCode } from '../../../domain/contract';
import register from './norwegian-post-codes.json' with { type: 'json' };

/**
 * Norway's post codes and their towns, from a file kept in the repository
 * (`norwegian-post-codes.json`, which names its source and date): no register is asked.
 */
export const POST_CODE_SOURCE = { source: register.source, date: register.date };

const towns: Readonly<Record<string, string>> = register.towns;

/** The post code's town, or undefined for a code Norway does not have. */
export function postCodeOf(code: string): PostCode | undefined {
  const town = Object.hasOwn(towns, code) ? towns[code] : undefined;
  return town === undefined ? undefined : { code, town, country: 'NO' };
}
