export { backchannelLogoutRoute, type BackchannelLogoutOptions } from './backchannel-logout-route';
export {
  openEndedSessions,
  type EndedSessions,
  type SessionEnd,
  type TokenSessionKey,
} from './ended-sessions';
export { BACKCHANNEL_LOGOUT_EVENT, verifyLogoutToken } from './logout-token';
