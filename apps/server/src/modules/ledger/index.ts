import { defineModule } from '../../plugins/module';
import routes from './routes';

/**
 * The front door of `modules/ledger` (ADR 0051): what other modules may use of it. Anything not
 * exported here is the module's own.
 */
export { targetOfRow } from './account';
export {
  postAdjustmentOf,
  previewAdjustment,
  type AdjustmentPosting,
  type AdjustmentRefusal,
} from './adjustments';
export { lateCharges } from './accrual';
export { figuresOf, installmentsOf, sumEntries } from './figures';
export {
  chargedLines,
  installmentCharges,
  isReturn,
  worksheetLine,
  type Charge,
  type FormLedger,
  type UpcomingContext,
} from './forms';
export { type NewEntry } from './mapping';
export { loadModel, termsOf, type AccountModel, type TargetTerms } from './model';
export {
  accountRows,
  creditsByYear,
  formsByIds,
  insertEntries,
  listEntries,
  yearCredits,
  type LedgerEntryRow,
} from './repository';
export { account, accountEntries, owedOn, postFiling, postPayment, upcoming } from './service';

/** Its plugin (ADR 0055): My Account's ledger, entries and what is due next, of the taxpayer the caller files as. */
export default defineModule({ name: 'ledger', folder: { access: 'filer' }, routes: [routes] });
