import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  PAY_BY_MAIL_FORMS,
  api,
  formIdParam,
  installmentParams,
  paymentInfo as paymentInfoSchema,
  paymentSessionStart,
  paymentTargetInfo,
  paymentYearParam,
  ProblemCode,
  type PaymentTarget,
} from '@efile/contracts';
import { audit } from '../../lib/audit';
import { filerOf, type Filer } from '../../plugins/auth';
import { ProblemError } from '../../plugins/problems';
import { ProviderUnavailable } from './provider';
import * as repo from './repository';
import providerRoutes from './provider-routes';
import { checkSession } from './reconcile';
import { openSession } from './sessions';
import {
  assertPayable,
  conflict,
  ownedTarget,
  payableForm,
  paymentInfo,
  targetInfo,
  targetKey,
} from './service';
import { text } from '../../lib/i18n';
import { formName } from '../../lib/formats';

const tags = ['payments'];

/**
 * Spec §2/§7 payments: the payment info of a filed form, a session with the external provider
 * (the browser then posts to it; at most one live per target), asking the provider when the
 * taxpayer comes back, paying by check instead, and the provider's server-to-server calls. ADR
 * 0044 adds the same for one installment of an estimate and for a whole tax year.
 */
export default async function paymentRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database, clock, config } = app.deps;
  // Per client address: 30 a minute, or ACCOUNT_RATE_LIMIT_PER_MINUTE when higher.
  const limited = { rateLimit: { max: Math.max(30, config.accountRatePerMinute), timeWindow: 60_000 } };
  const db = database.db;
  const rules = () => app.deps.rules.current();

  /** A session for the target (checked as the filer's first), asking the provider about an unresolved one. */
  async function start(request: FastifyRequest, filer: Filer, target: PaymentTarget) {
    await ownedTarget(db, filer, target);
    const context = { request, now: clock.now(), rules: await rules() };
    let { row, created } = await openSession(db, filer, target, app.remittanceKey, context);
    if (!created && row.status === 'InProgress') {
      // An earlier session is unresolved: ask the provider first; paid there means paid here.
      const outcome = await checkSession(
        { db, provider: app.payments, log: request.log, ...context },
        row,
        'return',
      ).catch((error: unknown) => {
        request.log.warn({ err: error, remittanceId: row.remittanceId }, 'payment status unknown');
        return 'unknown';
      });
      if (outcome === 'recorded' || outcome === 'repeated' || outcome === 'closed')
        ({ row, created } = await openSession(db, filer, target, app.remittanceKey, context));
    }
    return app.payments.sessionStart(row.remittanceId);
  }

  /** Back from the provider: ask it about the target's sessions still in progress. */
  async function check(request: FastifyRequest, filer: Filer, target: PaymentTarget) {
    await ownedTarget(db, filer, target);
    const live = (await repo.listTargetPayments(db, filer.taxpayerId, targetKey(target))).filter(
      (p) => p.status === 'InProgress',
    );
    const context = {
      db,
      provider: app.payments,
      log: request.log,
      now: clock.now(),
      request,
      rules: await rules(),
    };
    try {
      for (const row of live) await checkSession(context, row, 'return');
    } catch (error) {
      if (!(error instanceof ProviderUnavailable)) throw error;
      request.log.warn({ err: error }, 'payment status unknown');
      throw new ProblemError(502, ProblemCode.PaymentProviderUnavailable);
    }
  }

  const formTarget = (id: number): PaymentTarget => ({ kind: 'form', taxFormId: id });

  r.get(
    api.paymentInfo,
    {
      schema: { tags, params: formIdParam, response: { 200: paymentInfoSchema } },
    },
    async (request) => {
      const form = await payableForm(db, filerOf(request), request.params.id);
      return paymentInfo(db, form, clock.now(), await rules());
    },
  );

  r.post(
    api.initiatePayment,
    {
      config: limited,
      schema: { tags, params: formIdParam, response: { 200: paymentSessionStart } },
    },
    async (request) => start(request, filerOf(request), formTarget(request.params.id)),
  );

  r.post(
    api.checkPayment,
    {
      config: limited,
      schema: { tags, params: formIdParam, response: { 200: paymentInfoSchema } },
    },
    async (request) => {
      const filer = filerOf(request);
      await check(request, filer, formTarget(request.params.id));
      const form = await payableForm(db, filer, request.params.id);
      return paymentInfo(db, form, clock.now(), await rules());
    },
  );

  r.post(
    api.noPayment,
    {
      schema: { tags, params: formIdParam, response: { 200: paymentInfoSchema } },
    },
    async (request) => {
      const filer = filerOf(request);
      const form = await payableForm(db, filer, request.params.id);
      if (!PAY_BY_MAIL_FORMS.includes(form.formType)) {
        throw conflict(text('problems.payOnline', { form: formName(form.formType) }));
      }
      const current = await paymentInfo(db, form, clock.now(), await rules());
      assertPayable(current.paymentStatus, current.amount);
      const now = clock.now();
      await db.transaction(async (tx) => {
        await repo.markPayByMail(tx, form.id, now);
        await audit(tx, request, { action: 'payment.by-mail', ...filer, details: { formId: form.id } }, now);
      });
      return paymentInfo(db, { ...form, payByMailAt: now }, now, await rules());
    },
  );

  // One installment of a filed estimate (ADR 0044): payable on its own, in any order, early or late.
  const installment = (p: { id: number; installment: number }): PaymentTarget => ({
    kind: 'installment',
    taxFormId: p.id,
    installment: p.installment,
  });
  const installmentInfo = async (filer: Filer, target: Extract<PaymentTarget, { kind: 'installment' }>) => {
    await ownedTarget(db, filer, target);
    return targetInfo(db, filer.taxpayerId, target, clock.now(), await rules());
  };
  r.get(
    api.installmentPaymentInfo,
    {
      schema: { tags, params: installmentParams, response: { 200: paymentTargetInfo } },
    },
    async (request) =>
      installmentInfo(filerOf(request), {
        kind: 'installment',
        taxFormId: request.params.id,
        installment: request.params.installment,
      }),
  );
  r.post(
    api.initiateInstallmentPayment,
    {
      config: limited,
      schema: { tags, params: installmentParams, response: { 200: paymentSessionStart } },
    },
    async (request) => start(request, filerOf(request), installment(request.params)),
  );
  r.post(
    api.checkInstallmentPayment,
    {
      config: limited,
      schema: { tags, params: installmentParams, response: { 200: paymentTargetInfo } },
    },
    async (request) => {
      const filer = filerOf(request);
      const target = {
        kind: 'installment' as const,
        taxFormId: request.params.id,
        installment: request.params.installment,
      };
      await check(request, filer, target);
      return installmentInfo(filer, target);
    },
  );

  // A whole tax year's balance in one payment, allocated to its items in the order of ADR 0044.
  const yearInfo = async (filer: Filer, taxYear: number) => {
    const target = { kind: 'year' as const, taxYear };
    await ownedTarget(db, filer, target);
    return targetInfo(db, filer.taxpayerId, target, clock.now(), await rules());
  };
  r.get(
    api.yearPaymentInfo,
    {
      schema: { tags, params: paymentYearParam, response: { 200: paymentTargetInfo } },
    },
    async (request) => yearInfo(filerOf(request), request.params.year),
  );
  r.post(
    api.initiateYearPayment,
    {
      config: limited,
      schema: { tags, params: paymentYearParam, response: { 200: paymentSessionStart } },
    },
    async (request) => start(request, filerOf(request), { kind: 'year', taxYear: request.params.year }),
  );
  r.post(
    api.checkYearPayment,
    {
      config: limited,
      schema: { tags, params: paymentYearParam, response: { 200: paymentTargetInfo } },
    },
    async (request) => {
      const filer = filerOf(request);
      await check(request, filer, { kind: 'year', taxYear: request.params.year });
      return yearInfo(filer, request.params.year);
    },
  );

  await app.register(providerRoutes);
}
