import { isUtf8 } from 'node:buffer';
import { hasControlCharacter, NO_CONTROL_CHARACTERS } from '../../domain/contract';
import { isUtf8Charset } from './json-body';
import { badRequest, HttpProblem } from './problem-details';

/**
 * The fields of an `application/x-www-form-urlencoded` body (a sign-in form): the last of a name
 * given twice, as URLSearchParams. Unlike URLSearchParams, which puts U+FFFD for what it cannot
 * decode, text that is not UTF-8 is refused (415 for another charset, 400 for bytes or escapes
 * that are not UTF-8), and so is a control character: every such field is one line.
 */
export function formFieldsOf(
  contentType: string | undefined,
  body: Buffer,
): Record<string, string> | HttpProblem {
  if (!isUtf8Charset(contentType)) {
    return new HttpProblem({ status: 415, detail: 'The form must be sent in UTF-8' });
  }
  if (!isUtf8(body)) return badRequest('The form is not UTF-8 text');
  const fields: Array<[string, string]> = [];
  for (const pair of body.toString('utf8').split('&')) {
    if (pair === '') continue;
    const equals = pair.indexOf('=');
    const [rawName, rawValue] =
      equals < 0 ? [pair, ''] : [pair.slice(0, equals), pair.slice(equals + 1)];
    let name: string;
    let value: string;
    try {
      name = decodeFormText(rawName);
      value = decodeFormText(rawValue);
    } catch {
      return badRequest('The form is not UTF-8 text');
    }
    if (hasControlCharacter(name)) return badRequest(NO_CONTROL_CHARACTERS);
    if (hasControlCharacter(value)) {
      return badRequest(NO_CONTROL_CHARACTERS, [{ path: name, message: NO_CONTROL_CHARACTERS }]);
    }
    fields.push([name, value]);
  }
  return Object.fromEntries(fields);
}

/** `+` is a space; a %-escape must make UTF-8, or decodeURIComponent throws (URIError). */
const decodeFormText = (text: string): string => decodeURIComponent(text.replaceAll('+', ' '));
