import { defineModule } from '../../plugins/module';
import routes from './routes';

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

/** Its plugin (ADR 0055): passwords, reset and e-mail links: public (said by their routes) but changing one's e-mail. */
export default defineModule({ name: 'credentials', folder: { access: 'signedIn' }, routes: [routes] });
