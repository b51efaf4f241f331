import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ProblemCode } from '@efile/contracts';
import { sendProblem } from './problems';
import { text } from '../lib/i18n';

const MAX_DEPTH = 20;

/** The first field (dotted path) whose text holds a NUL, which PostgreSQL text cannot store. */
export function fieldWithNul(value: unknown, path = '', depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path || '(body)' : undefined;
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return undefined;
  for (const [key, child] of Object.entries(value)) {
    if (key.includes('\u0000')) return path || '(body)';
    const found = fieldWithNul(child, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * Refuses NUL characters in any body or query field before validation, for every route at
 * once: otherwise the database rejects the query and the person would see a 500.
 */
export default fp(
  async function inputGuard(app: FastifyInstance) {
    app.addHook('preValidation', async (request, reply) => {
      const field = fieldWithNul(request.body) ?? fieldWithNul(request.query);
      if (field) {
        return sendProblem(reply, 400, ProblemCode.Validation, {
          detail: text('problems.invalidInput', { where: 'input', fields: field }),
          errors: { [field]: text('problems.fieldInvalid') },
        });
      }
    });
  },
  { name: 'input-guard' },
);
