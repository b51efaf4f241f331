import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  annualReturnFiled,
  countOfParam,
  formCount,
  api,
  cityTaxForm,
  eligibilityAnswers,
  fileCityTaxFormRequest,
  filedForm,
  formIdParam,
  ProblemCode,
  questionnaireResult,
  questionnaireSaved,
  UNDER_MINIMUM_AGE,
} from '@efile/contracts';
import { agencyToday, checkEligibility, currentTaxYear } from '@efile/tax';
import { audit } from '../../lib/audit';
import { fileForm, assertDraft, ownedForm } from '../forms';
import { filerOf } from '../../plugins/auth';
import { ProblemError } from '../../plugins/problems';
import { findCertificate, isFilingChoiceViolation } from '../exemption-certificate';
import { recordClaim } from '../refunds';
import itemRoutes from './item-routes';
import minimumAgeRoutes, { ageExemptionOf } from './minimum-age';
import * as repo from './repository';
import {
  annualReturnOf,
  calculate,
  exemptByAge,
  to1099,
  toW2,
  view,
  withChoice,
  type Frozen,
} from './service';
import { sayMessage, text } from '../../lib/i18n';

const tags = ['annual-return'];

const exemptionFiled = () =>
  new ProblemError(409, ProblemCode.Conflict, {
    detail: text('problems.exemptionAlreadyFiled'),
  });

/** The individual annual return (city tax form) of the tax year being filed (spec §7, issue 4). */
export default async function annualReturnRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database, clock } = app.deps;
  const db = database.db;
  const year = () => currentTaxYear(clock);

  /** The eligibility questionnaire: eligible answers start (or update) the draft. */
  r.post(
    api.efileQuestions,
    { schema: { tags, body: eligibilityAnswers, response: { 200: questionnaireResult } } },
    async (request) => {
      const filer = filerOf(request);
      const taxYear = year();
      // Income exempt by age needs no return at all (issue 9 item 7): say so before anything else.
      const age = await ageExemptionOf(
        db,
        filer.taxpayerId,
        taxYear,
        request.body.under18AtYearEnd,
        (await app.deps.rules.current()).tables,
      );
      if (age?.exempt === true) {
        return {
          saved: false,
          eligible: false,
          reasons: [{ code: UNDER_MINIMUM_AGE, text: exemptByAge(age.reason) }],
          formId: null,
        };
      }
      const eligibility = checkEligibility(request.body);
      if (!eligibility.eligible) {
        // The reasons in the reader's language (codes of the contracts' catalogues, issue 26).
        const reasons = eligibility.reasons.map((r) => ({ ...r, text: sayMessage(r.text) }));
        return { saved: false, eligible: false, reasons, formId: null };
      }
      if (await findCertificate(db, filer.taxpayerId, taxYear)) throw exemptionFiled();
      const existing = await repo.findAnnualReturn(db, filer.taxpayerId, taxYear);
      if (existing) assertDraft(existing);
      const form = await db
        .transaction(async (tx) => {
          const saved = await repo.saveDraft(tx, filer.taxpayerId, taxYear, request.body);
          if (!saved) throw new ProblemError(409, ProblemCode.AlreadyFiled);
          assertDraft(saved);
          if (!existing)
            await audit(
              tx,
              request,
              { action: 'annual-return.started', ...filer, details: { taxYear } },
              clock.now(),
            );
          return saved;
        })
        .catch((error: unknown) => {
          // A certificate filed at the same moment (the database's one or the other, migration 0012).
          if (isFilingChoiceViolation(error)) throw exemptionFiled();
          throw error;
        });
      return { saved: true, eligible: true, reasons: [], formId: form.id };
    },
  );

  r.get(
    api.isQuestionnaireSaved,
    { schema: { tags, response: { 200: questionnaireSaved } } },
    async (request) => {
      const filer = filerOf(request);
      const form = await repo.findAnnualReturn(db, filer.taxpayerId, year());
      return { saved: !!form && 'answers' in form.data };
    },
  );

  r.get(
    api.isAnnualReturnFiled,
    { schema: { tags, response: { 200: annualReturnFiled } } },
    async (request) => {
      const filer = filerOf(request);
      const form = await repo.findAnnualReturn(db, filer.taxpayerId, year());
      return { filed: form?.status === 'filed' };
    },
  );

  r.get(
    api.countOf,
    { schema: { tags, params: countOfParam, response: { 200: formCount } } },
    async (request) => {
      const form = await repo.findAnnualReturn(db, filerOf(request).taxpayerId, year());
      const { type } = request.params;
      if (!form) return { type, count: 0 };
      const items = type === 'FormW2' ? await repo.listW2s(db, form.id) : await repo.list1099s(db, form.id);
      return { type, count: items.length };
    },
  );

  r.get(api.annualReturn, { schema: { tags, response: { 200: cityTaxForm } } }, async (request) => {
    const form = await annualReturnOf(db, filerOf(request), year());
    return view(db, form, await app.deps.rules.current(), agencyToday(clock));
  });

  r.delete(api.annualReturn, { schema: { tags } }, async (request, reply) => {
    const filer = filerOf(request);
    const form = await annualReturnOf(db, filer, year());
    await deleteDraft(request, form, filer);
    return reply.code(204).send();
  });

  /** Spec §7 DELETE /api/form/{id}: any draft form of the filer, by id. */
  r.delete(api.formById, { schema: { tags: ['forms'], params: formIdParam } }, async (request, reply) => {
    const filer = filerOf(request);
    const form = await ownedForm(db, filer, request.params.id);
    await deleteDraft(request, form, filer);
    return reply.code(204).send();
  });

  async function deleteDraft(
    request: FastifyRequest,
    form: repo.TaxFormRow,
    filer: { userId: number; taxpayerId: string },
  ) {
    assertDraft(form);
    await db.transaction(async (tx) => {
      await repo.deleteForm(tx, form.id);
      await audit(
        tx,
        request,
        { action: 'form.deleted', ...filer, details: { formId: form.id, formType: form.formType } },
        clock.now(),
      );
    });
  }

  /** Files the return: the agreement checkbox in lieu of signature; once, even when sent twice. */
  r.post(
    api.fileAnnualReturn,
    {
      preHandler: app.idempotent,
      schema: { tags, body: fileCityTaxFormRequest, response: { 200: filedForm } },
    },
    async (request) => {
      const filer = filerOf(request);
      const form = await annualReturnOf(db, filer, year());
      assertDraft(form);
      const w2s = (await repo.listW2s(db, form.id)).map(toW2);
      const items1099 = (await repo.list1099s(db, form.id)).map(to1099);
      if (w2s.length + items1099.length === 0) {
        throw new ProblemError(400, ProblemCode.Validation, {
          detail: text('problems.noIncomeEntered'),
        });
      }
      // The rules the form is figured with check its claim too (read here, before the filing's
      // transaction: inside it a stale cache would wait on PGlite for the transaction forever).
      const rules = await app.deps.rules.current();
      const { calculation, residenceCity } = await calculate(db, form, w2s, items1099, rules);
      if (!calculation.ok && calculation.problem === ProblemCode.Validation) {
        throw new ProblemError(422, ProblemCode.Validation, { detail: calculation.detail });
      }
      if (!calculation.ok) throw new ProblemError(422, ProblemCode.MissingTaxRate);
      const toFile = withChoice(calculation, request.body);
      const { claim } = request.body;
      const frozen: Frozen = { calculation: toFile, residenceCity, amountDue: toFile.balanceDue };
      return fileForm(
        db,
        request,
        {
          filer,
          form: 'annual-return',
          taxYear: form.taxYear,
          draftId: form.id,
          result: frozen,
          details: {
            balanceDue: toFile.balanceDue,
            ...(toFile.waivedOverpayment ? { waivedOverpayment: toFile.waivedOverpayment } : {}),
            ...(toFile.claimedOverpayment ? { claimedOverpayment: toFile.claimedOverpayment } : {}),
          },
          at: clock.now(),
          ...(claim && {
            with: (tx, row) =>
              recordClaim(app.deps, tx, request, {
                rules,
                taxpayerId: filer.taxpayerId,
                taxYear: row.taxYear,
                input: claim,
                userId: filer.userId,
                taxFormId: row.id,
                key: null,
              }),
          }),
        },
        (filed, row) => ({
          id: filed.id,
          taxYear: row.taxYear,
          confirmationNumber: filed.confirmationNumber,
          filedAt: filed.filedAt,
          balanceDue: toFile.balanceDue,
        }),
        200,
      );
    },
  );

  await app.register(itemRoutes);
  await app.register(minimumAgeRoutes);
}
