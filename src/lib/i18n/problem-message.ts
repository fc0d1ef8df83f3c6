import { PROBLEM_CODES, type ProblemCode } from '../../domain/calculation/field-problem';
import { laterMessage } from './i18n';

/** A problem of the engine or the service: the English `message`, and a `code` where it has one. */
interface CodedProblem {
  message: string;
  code?: string | undefined;
  values?: Readonly<Record<string, number>> | undefined;
}

const isProblemCode = (code: string | undefined): code is ProblemCode =>
  (PROBLEM_CODES as readonly (string | undefined)[]).includes(code);

/**
 * A problem in the user's language (`common.problem.<code>`, said later by `sayMessage`, which
 * writes the values named `…Amount` as amounts). A code the portal does not know, or a service
 * that gives none, keeps the service's own words.
 */
export function problemMessage({ message, code, values }: CodedProblem): string {
  return isProblemCode(code) ? laterMessage(`common.problem.${code}`, values) : message;
}
