import type { ServerForm } from '../../lib/forms';
import { annualReturnLedger } from './ledger';
import { annualReturnSections } from './print';
import { annualReturnReminder } from './reminders';
import routes from './routes';

/**
 * The front door of `modules/annual-return` (ADR 0051): what other modules may use of it. Anything not
 * exported here is the module's own.
 */
export { find1099, findW2, paymentsOnRecord } from './repository';

/** The individual annual return (ADR 0052): its routes, ledger part, reminders and printed copy. */
const annualReturn: ServerForm = {
  id: 'annual-return',
  routes,
  ledger: annualReturnLedger,
  reminders: [annualReturnReminder],
  print: annualReturnSections,
};
export default annualReturn;
