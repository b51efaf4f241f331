import { defineModule } from '../../plugins/module';
import routes from './routes';

/**
 * The front door of `modules/forms` (ADR 0051): what other modules may use of it. Anything not
 * exported here is the module's own.
 */
export { confirmationNumber } from './confirmation';
export { computedFormRoutes, type ComputedForm, type ComputedOn } from './computed';
export { fileForm } from './file-form';
export { assertDraft, assertOwned, missingForm, ownedForm } from './ownership';
export { sendPdf, taxpayerLines, worksheetRows, type PrintSections } from './pdf';
export { type TaxFormRow } from './repository';
export { printFiledForm } from './routes';
export { estimateSections, statementSections } from './sections';

/** Its plugin (ADR 0055): the printed copy of a filed form, for the taxpayer the caller files as. */
export default defineModule({ name: 'forms', folder: { access: 'filer' }, routes: [routes] });
