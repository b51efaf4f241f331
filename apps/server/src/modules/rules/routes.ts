import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  effectiveRules,
  effectiveRulesQuery,
  ruleChange,
  ruleChangeList,
  ruleChangeRequest,
  ruleChangesQuery,
  ruleDecisionBody,
  ruleIdParams,
  ruleRefusalBody,
  rulesApi,
  STAFF_PERMISSIONS,
} from '@efile/contracts';
import { audit } from '../../lib/audit';
import { staffOf } from '../../plugins/staff-auth';
import * as service from './service';

/** Proposing and deciding: supervisors and administrators (clerks and auditors read). */

/**
 * Rules as data (issue 16 item 6, ADR 0039): every role reads the effective rules and the
 * changes; supervisors and administrators propose and decide, never their own proposal. Every
 * call is an audit event on the staff chain.
 */
export default async function rulesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  r.get(
    rulesApi.effective,
    {
      schema: { tags: ['staff'], querystring: effectiveRulesQuery, response: { 200: effectiveRules } },
    },
    async (request) => {
      const staff = staffOf(request);
      const rules = await service.effectiveRules(deps, request.query.year);
      await audit(
        deps.database.db,
        request,
        { action: 'staff.rules.read', staffUserId: staff.staffUserId, details: { year: rules.year } },
        deps.clock.now(),
      );
      return rules;
    },
  );

  r.get(
    rulesApi.changes,
    {
      schema: { tags: ['staff'], querystring: ruleChangesQuery, response: { 200: ruleChangeList } },
    },
    async (request) => {
      const staff = staffOf(request);
      const changes = await service.listChanges(deps, { status: request.query.status });
      await audit(
        deps.database.db,
        request,
        {
          action: 'staff.rules.changes.read',
          staffUserId: staff.staffUserId,
          details: { status: request.query.status ?? 'all' },
        },
        deps.clock.now(),
      );
      return { changes };
    },
  );

  r.post(
    rulesApi.changes,
    {
      schema: { tags: ['staff'], body: ruleChangeRequest, response: { 201: ruleChange } },
      config: { roles: STAFF_PERMISSIONS.decide },
    },
    async (request, reply) =>
      reply.code(201).send(await service.proposeChange(deps, request, staffOf(request), request.body)),
  );

  r.post(
    rulesApi.approve,
    {
      schema: {
        tags: ['staff'],
        params: ruleIdParams,
        body: ruleDecisionBody,
        response: { 200: ruleChange },
      },
      config: { roles: STAFF_PERMISSIONS.decide },
    },
    (request) =>
      service.decideChange(
        deps,
        request,
        staffOf(request),
        request.params.id,
        'approved',
        request.body.reason,
      ),
  );

  r.post(
    rulesApi.refuse,
    {
      schema: { tags: ['staff'], params: ruleIdParams, body: ruleRefusalBody, response: { 200: ruleChange } },
      config: { roles: STAFF_PERMISSIONS.decide },
    },
    (request) =>
      service.decideChange(
        deps,
        request,
        staffOf(request),
        request.params.id,
        'refused',
        request.body.reason,
      ),
  );
}
