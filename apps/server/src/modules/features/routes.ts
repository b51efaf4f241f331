import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { api, clientConfig, ContactPhonePurpose, featureMap, inactivityConfig } from '@efile/contracts';
import { agencyToday, currentTaxYear } from '@efile/tax';
import { loadFeatures, loadInactivity } from './repository';

export default async function featureRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { config } = app.deps;

  r.get(api.features, { schema: { tags: ['features'], response: { 200: featureMap } } }, () =>
    loadFeatures(app.deps, false),
  );

  r.get(
    api.publicFeatures,
    { config: { access: 'public' }, schema: { tags: ['features'], response: { 200: featureMap } } },
    () => loadFeatures(app.deps, true),
  );

  r.get(
    api.inactivityConfig,
    { config: { access: 'public' }, schema: { tags: ['features'], response: { 200: inactivityConfig } } },
    () => loadInactivity(app.deps),
  );

  r.get(
    api.clientConfig,
    { config: { access: 'public' }, schema: { tags: ['features'], response: { 200: clientConfig } } },
    () => ({
      taxYear: currentTaxYear(app.deps.clock),
      today: agencyToday(app.deps.clock),
      contactPhones: ContactPhonePurpose.map((purpose) => ({
        purpose,
        number: config.contactPhones[purpose],
      })),
      identity: config.identity,
    }),
  );
}
