import type { ServerForm } from '../../lib/forms';
import routes from './routes';

/**
 * The front door of `modules/exemption-certificate` (ADR 0051): what other modules may use of it.
 * Anything not exported here is the module's own.
 */
export { findCertificate, isFilingChoiceViolation } from './repository';

/** The exemption certificate (ADR 0052): its routes (its printed copy among them); it charges nothing. */
const exemptionCertificate: ServerForm = { id: 'exemption-certificate', routes };
export default exemptionCertificate;
