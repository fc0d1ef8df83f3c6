import type { z } from 'zod/mini';
import { laterMessage } from './i18n';

/**
 * A zod issue as a `laterMessage`, read from its code and limits rather than its text: the
 * contract's schemas (src/domain/contract) word their messages in English for API clients, while
 * a form says the same rule in the user's language. Rules that only their own words can explain
 * (a check digit, a pattern) are given a message by the form that uses them.
 */
export function issueMessage(issue: z.core.$ZodIssue | z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return laterMessage(
        issue.expected === 'int' ? 'common.validation.wholeNumber' : 'common.validation.notANumber',
      );
    case 'too_small':
      if (issue.origin === 'string') return laterMessage('common.validation.required');
      return laterMessage(
        issue.inclusive === false ? 'common.validation.moreThan' : 'common.validation.atLeast',
        { minimum: Number(issue.minimum) },
      );
    case 'too_big':
      if (issue.origin === 'string') {
        return laterMessage('common.validation.tooLong', { maximum: Number(issue.maximum) });
      }
      return laterMessage(
        issue.inclusive === false ? 'common.validation.lessThan' : 'common.validation.atMost',
        { maximum: Number(issue.maximum) },
      );
    case 'invalid_format':
      return laterMessage(
        issue.format === 'email' ? 'common.validation.email' : 'common.validation.invalid',
      );
    default:
      return laterMessage('common.validation.invalid');
  }
}
