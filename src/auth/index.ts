export { useAuth, type Auth } from './auth-context';
export { AuthProvider } from './auth-provider';
export type { PortalUser, Role } from './portal-user';
export { RequireRole } from './require-role';
