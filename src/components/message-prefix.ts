import type { MessageId } from '../lib/i18n';

/**
 * The prefixes of the message ids that end in `.${Suffix}`: for a family of messages named by
 * one prefix, `offer.object.extras` for `offer.object.extras.add`, `….remove` and so on.
 */
export type PrefixOf<Suffix extends string> = MessageId extends infer Id
  ? Id extends `${infer Prefix}.${Suffix}`
    ? Prefix
    : never
  : never;
