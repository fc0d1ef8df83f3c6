import type { Registers } from './register-routes';

/** Registers that know one vehicle and one company, for tests of routes other than theirs. */
export function answeringRegisters(): Registers {
  const company = {
    organizationNumber: '923456783',
    name: 'LUNDE MASKIN AS',
    bankrupt: false,
    inLiquidation: false,
    inForcedDissolution: false,
  };
  return {
    vehicles: {
      find: (registrationNumber) =>
        Promise.resolve({ registrationNumber, make: 'VOLKSWAGEN', model: 'GOLF' }),
    },
    organizations: {
      find: (organizationNumber) => Promise.resolve({ ...company, organizationNumber }),
      search: () => Promise.resolve({ organizations: [company], total: 1 }),
    },
  };
}
