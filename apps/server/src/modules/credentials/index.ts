/**
 * The front door of `modules/credentials` (ADR 0051): what other modules may use of it. Anything not
 * exported here is the module's own.
 */
export { passwordProblems } from './password-policy';
export {
  findUserByEmail,
  findUserById,
  usernameTaken,
  registrationGate,
  revokeSessions,
  tokensIssuedSince,
  type UserRow,
} from './repository';
export { accountRate } from './routes';
export { accessLinkFor, linkTo, sendLink, setPasswordFromLink } from './service';
export { TOKEN_LIFETIME_HOURS, checkToken, issueTokenRow, type TokenPurpose } from '../../lib/account-tokens';
