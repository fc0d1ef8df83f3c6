import type { Applicant, SignerRole } from '../../../domain/contract';

export interface ContractParty {
  role: SignerRole;
  name: string;
}

interface NamedPerson {
  firstName?: unknown;
  lastName?: unknown;
}

const nameOf = ({ firstName, lastName }: NamedPerson): string =>
  [firstName, lastName].filter((part) => typeof part === 'string' && part !== '').join(' ');

/**
 * Who signs the contract: a business through its contact person (the applicant's names are
 * theirs); a private customer, and beside them a co-applicant when the application has one.
 * Read as stored, so an application from before co-applicants existed signs as it is.
 */
export function signersOf(applicant: Applicant): ContractParty[] {
  if (applicant.organizationNumber !== undefined) {
    return [{ role: 'contactPerson', name: nameOf(applicant) }];
  }
  const { coApplicant } = applicant as { coApplicant?: NamedPerson | null };
  return [
    { role: 'applicant', name: nameOf(applicant) },
    ...(coApplicant === undefined || coApplicant === null
      ? []
      : [{ role: 'coApplicant' as const, name: nameOf(coApplicant) }]),
  ];
}
