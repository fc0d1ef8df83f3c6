export { createOrganizationRegister, type OrganizationRegister } from './organization-register';
export { POST_CODE_SOURCE } from './post-codes';
export { registerRoutes, type Registers } from './register-routes';
export { REGISTER_TIMEOUT_MS } from './register-call';
export {
  createVehicleRegister,
  VEHICLE_LOOKUP_PATH,
  type VehicleRegister,
} from './vehicle-register';
