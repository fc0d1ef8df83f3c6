/**
 * Embedded stand-ins for Norway's registers (docs/operations.md, Norway's registers): each answers
 * in its register's own shape, so the portal server's clients are pointed at the real register by
 * configuration alone.
 */
export { DEMO_KJORETOYDATA } from './demo-vehicles';
export { DEMO_ENHETER } from './demo-organizations';
export {
  ENHETSREGISTERET_API_PATH,
  organizationRegisterStandIn,
} from './organization-register-stand-in';
export { KJORETOYDATA_PATH, vehicleRegisterStandIn } from './vehicle-register-stand-in';
