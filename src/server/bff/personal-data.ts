import { maskNationalIdentityNumber } from '../../domain/identity-numbers';

const IDENTITY_NUMBER_FIELD = 'nationalIdentityNumber';

function maskWithin(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskWithin);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [
      key,
      key === IDENTITY_NUMBER_FIELD && typeof field === 'string'
        ? maskNationalIdentityNumber(field)
        : maskWithin(field),
    ]),
  );
}

/**
 * A JSON answer of the financing service as the browser may see it: every national identity
 * number cut to its first 6 digits, wherever it stands. The page shows no more than that, so the
 * whole number stays with the service. Text that is not JSON passes unchanged.
 */
export function withoutPersonalData(body: string): string {
  // Most answers (calculations, campaigns) carry no applicant: skip parsing them.
  if (!body.includes(`"${IDENTITY_NUMBER_FIELD}"`)) return body;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return body;
  }
  return JSON.stringify(maskWithin(parsed));
}
