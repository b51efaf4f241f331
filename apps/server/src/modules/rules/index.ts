import { STAFF_PERMISSIONS } from '@efile/contracts';
import { defineModule } from '../../plugins/module';
import routes from './routes';

/**
 * The front door of `modules/rules` (ADR 0051): what other modules may use of it. Anything not
 * exported here is the module's own.
 */
export { RuleSet } from './effective';
export { RulesStore } from './store';

/** Its plugin (ADR 0055): the rules every member of staff reads; proposing and deciding a change say their own roles. */
export default defineModule({
  name: 'rules',
  folder: { access: 'staff', roles: STAFF_PERMISSIONS.read },
  routes: [routes],
});
