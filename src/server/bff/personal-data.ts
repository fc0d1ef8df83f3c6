import { maskNationalIdentityNumber } from '../../domain/identity-numbers';

const IDENTITY_NUMBER_FIELD = 'nationalIdentityNumber';
/** The field and its string value in JSON text without escapes. */
const IDENTITY_NUMBER_VALUE = new RegExp(`("${IDENTITY_NUMBER_FIELD}"\\s*:\\s*")([^"]*)"`, 'g');

/** Masks in place: the value is the one just parsed, no one else's (half the time of a copy). */
function maskWithin(value: unknown): void {
  if (Array.isArray(value)) {
    for (const item of value) maskWithin(item);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    const field = record[key];
    if (key === IDENTITY_NUMBER_FIELD && typeof field === 'string') {
      record[key] = maskNationalIdentityNumber(field);
    } else {
      maskWithin(field);
    }
  }
}

/**
 * A JSON answer of the financing service as the browser may see it: every national identity
 * number cut to its first 6 digits, wherever it stands. The page shows no more than that, so the
 * whole number stays with the service. Text that is not JSON passes unchanged; so does an answer
 * with no identity number, as the service wrote it. `parsed`: the body already parsed by the
 * caller, masked in place rather than parsed again.
 */
export function withoutPersonalData(body: string, parsed?: unknown): string {
  // Most answers (calculations, campaigns) carry no applicant: skip parsing them. A key may be
  // spelt with escapes (\u0049…), which JSON.parse reads as the same key.
  if (!body.includes(`"${IDENTITY_NUMBER_FIELD}"`) && !body.includes('\\u')) return body;
  // With no escape anywhere, each identity number is a plain string right after its key, and
  // masking it in the text costs a fraction of writing the whole answer again.
  if (!body.includes('\\')) {
    return body.replace(
      IDENTITY_NUMBER_VALUE,
      (_match, key: string, value: string) => `${key}${maskNationalIdentityNumber(value)}"`,
    );
  }
  let answer = parsed;
  if (answer === undefined) {
    try {
      answer = JSON.parse(body);
    } catch {
      return body;
    }
  }
  maskWithin(answer);
  return JSON.stringify(answer);
}
