import { maskNationalIdentityNumber } from '../../domain/identity-numbers';

const IDENTITY_NUMBER_FIELD = 'nationalIdentityNumber';

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

/** An answer already parsed, as JSON the browser may see: its identity numbers masked in place. */
export function maskedJson(parsed: unknown): string {
  maskWithin(parsed);
  return JSON.stringify(parsed);
}

/**
 * A JSON answer of the financing service as the browser may see it: every national identity
 * number cut to its first 6 digits, wherever it stands. The page shows no more than that, so the
 * whole number stays with the service. Text that is not JSON passes unchanged.
 */
export function withoutPersonalData(body: string): string {
  // Most answers (calculations, campaigns) carry no applicant: skip parsing them. A key may be
  // spelt with escapes (\u0049…), which JSON.parse reads as the same key.
  if (!body.includes(`"${IDENTITY_NUMBER_FIELD}"`) && !body.includes('\\u')) return body;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return body;
  }
  return maskedJson(parsed);
}
