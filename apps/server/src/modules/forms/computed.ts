import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ProblemCode, type FormId } from '@efile/contracts';
import type { AppDeps } from '../../context';
import { filerOf } from '../../plugins/auth';
import { ProblemError } from '../../plugins/problems';
import type { RuleSet } from '../rules';
import { fileForm, type Filing } from './file-form';

/** What an engine call and a filing of a computed form know: the filer, the rules, the app's deps. */
export interface ComputedOn {
  filer: { userId: number; taxpayerId: string };
  rules: RuleSet;
  deps: AppDeps;
}

/**
 * A computed form (ADR 0052): POST calculate answers the engine's figures, POST file files them
 * (after its "nothing to file" rule) through the one filing transaction, answering 201 with the
 * confirmation, what is due now and the calculation. Who may call them is the registry's `filers`:
 * the form folder's access (`formModule`, ADR 0055), which puts the filer on the request.
 */
export interface ComputedForm<Body extends z.ZodType, FileBody extends z.ZodType, Calculation> {
  form: FormId;
  /** OpenAPI tags. */
  tags: string[];
  calculate: { path: string; body: Body; response: z.ZodType };
  file: { path: string; body: FileBody; response: z.ZodType };
  /** The engine call (the file route passes the filed request: it holds the calculate request). */
  compute(body: z.output<Body>, on: ComputedOn): Calculation | Promise<Calculation>;
  /** The "nothing to file" rule: the problem's detail when there is nothing to file, else null. */
  nothingToFile?(calculation: Calculation, on: ComputedOn): string | null;
  /** What the filing records beside its filer, request and time; `amountDue` is what is due now. */
  filing(
    calculation: Calculation,
    body: z.output<FileBody>,
    on: ComputedOn,
  ): Pick<Filing, 'taxYear' | 'period' | 'details' | 'same'> & { amountDue: number };
}

/** The calculate and file routes of a computed form. */
export function computedFormRoutes<Body extends z.ZodType, FileBody extends z.ZodType, Calculation>(
  declared: ComputedForm<Body, FileBody, Calculation>,
) {
  return async function routes(app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const { deps } = app;
    const { tags } = declared;

    r.post(
      declared.calculate.path,
      {
        schema: { tags, body: declared.calculate.body, response: { 200: declared.calculate.response } },
      },
      async (request) => {
        const filer = filerOf(request);
        const on = { filer, rules: await deps.rules.current(), deps };
        return declared.compute(request.body as z.output<Body>, on);
      },
    );

    r.post(
      declared.file.path,
      {
        // Filing calls: an Idempotency-Key repeat answers the first result (plugins/idempotency).
        preHandler: app.idempotent,
        schema: { tags, body: declared.file.body, response: { 201: declared.file.response } },
      },
      async (request, reply) => {
        const filer = filerOf(request);
        const body = request.body as z.output<FileBody>;
        const on = { filer, rules: await deps.rules.current(), deps };
        const calculation = await declared.compute(body as unknown as z.output<Body>, on);
        const nothing = declared.nothingToFile?.(calculation, on) ?? null;
        if (nothing !== null) throw new ProblemError(400, ProblemCode.Validation, { detail: nothing });
        const { amountDue, ...filing } = declared.filing(calculation, body, on);
        const answer = await fileForm(
          deps.database.db,
          request,
          {
            ...filing,
            filer,
            form: declared.form,
            request: body,
            result: { calculation, amountDue },
            at: deps.clock.now(),
          },
          (filed) => ({ ...filed, amountDue, calculation }),
        );
        return reply.code(201).send(answer);
      },
    );
  };
}
