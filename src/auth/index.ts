export { useAuth, type Auth } from './auth-context';
export { AuthProvider } from './auth-provider';
export { hasRole, type PortalUser, type Role } from './portal-user';
export { RequireRole } from './require-role';
