import { defineModule } from '../../plugins/module';
import routes from './routes';

/**
 * The front door of `modules/statement` (ADR 0051, 0055): the account statement PDF of the
 * taxpayer the caller files as. Nothing here is for other modules.
 */
export default defineModule({ name: 'statement', folder: { access: 'filer' }, routes: [routes] });
