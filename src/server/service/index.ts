export { financingService, type FinancingServiceOptions } from './financing-service';
export type { AccessTokenOptions } from './auth/authenticator';
export { seedDemoData } from './seed/seed-demo-data';
