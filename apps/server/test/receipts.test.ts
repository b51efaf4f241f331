import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { api, IDEMPOTENCY_KEY_HEADER, type FiledEstimate, type PaymentSessionStart } from '@efile/contracts';
import { payments, users } from '../src/db/schema';
import { latestMail, mailCount } from './support/mail';
import {
  CARD,
  ESTIMATE,
  byId,
  infoOf,
  listeningPortal,
  notificationFields,
  payOnProvider,
  providerCall,
  startSession,
} from './support/payments';
import { pdfStructure, pdfText } from './support/pdf';
import { TestServer, engines } from './support/test-app';

/**
 * Issue 22 item 4 (ADR 0045): a receipt e-mail for every filing and every online payment, queued in
 * the transaction that files or records the payment — once, whatever is retried or replayed.
 */
describe.each(engines)('receipts on $name', (engine) => {
  const server = TestServer.setup(engine);
  let portal: Awaited<ReturnType<typeof listeningPortal>> | undefined;
  const listening = async () => (portal ??= await listeningPortal(server));
  afterAll(() => (portal = undefined));

  async function fileWithKey(taxpayer: string) {
    const { client } = await listening();
    const username = await server.addUser('receipt', { links: [taxpayer] });
    const token = await client.signIn(username);
    const headers = { [IDEMPOTENCY_KEY_HEADER]: `receipt-${username}` };
    const filed = await client.post(api.individualEstimate, ESTIMATE, { token, headers });
    expect(filed.statusCode, filed.body).toBe(201);
    return { client, token, headers, to: `${username}@example.test`, filed: filed.json<FiledEstimate>() };
  }

  it('a filing sends one receipt with its confirmation number and amount; a retried filing sends none more', async () => {
    const { client, token, headers, to, filed } = await fileWithKey('100016');
    const again = await client.post(api.individualEstimate, ESTIMATE, { token, headers });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json<FiledEstimate>().confirmationNumber).toBe(filed.confirmationNumber);

    expect(await mailCount(server.db, to, 'filingReceipt')).toBe(1);
    const mail = await latestMail(server.db, to, 'filingReceipt');
    expect(mail.subject).toBe(
      `Received: your Individual Estimate for 2026, confirmation number ${filed.confirmationNumber}`,
    );
    expect(mail.textBody).toContain(`Confirmation number: ${filed.confirmationNumber}`);
    expect(mail.textBody).toContain('Amount due with this filing: $250.00.');
    expect(mail.textBody).toContain(`/form/${filed.id}/pay`);
  });

  it('a payment sends one receipt with the amount, the confirmation number and the payment reference — also when the notification is replayed', async () => {
    const { app, client } = await listening();
    const { token, to, filed } = await fileWithKey('100017');
    const session = (await startSession(client, token, filed.id)).json<PaymentSessionStart>();
    expect((await payOnProvider(session, CARD)).status).toBe(303);
    const [row] = await server.db.select().from(payments).where(eq(payments.taxFormId, filed.id));
    expect(row!.status).toBe('Completed');
    const reference = row!.transactionId!;

    // The provider tells again, the page asks again, and five replays race: still one receipt.
    const replay = notificationFields(app, session.remittanceId, { transaction_id: reference });
    expect((await providerCall(app, api.paymentNotification, replay)).body).toBe('success');
    await client.post(byId(api.checkPayment, filed.id), undefined, { token });
    await Promise.all(Array.from({ length: 5 }, () => providerCall(app, api.paymentNotification, replay)));

    expect(await mailCount(server.db, to, 'paymentReceipt')).toBe(1);
    const mail = await latestMail(server.db, to, 'paymentReceipt');
    expect(mail.subject).toBe(`Payment received: $250.00, payment reference ${reference}`);
    expect(mail.textBody).toContain(`Payment reference: ${reference}`);
    expect(mail.textBody).toContain(`Confirmation number of the form: ${filed.confirmationNumber}`);
    expect(mail.textBody).toContain('It pays your Individual Estimate for 2026.');
    expect(mail.textBody).toContain('ending in 1111');

    // The confirmation page and the PDF give the same reference.
    const info = await infoOf(client, token, filed.id);
    expect(info.paymentHistory.map((h) => h.reference)).toEqual([reference]);
    const pdf = await client.get(byId(api.formPdf, filed.id), { token });
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Payments received online');
    expect(text).toContain(`payment reference ${reference}`);
  });

  it('a declined payment sends no receipt', async () => {
    const { client } = await listening();
    const { token, to, filed } = await fileWithKey('100020');
    const session = (await startSession(client, token, filed.id)).json<PaymentSessionStart>();
    expect((await payOnProvider(session, { ...CARD, cardNumber: '4000000000000002' })).status).toBe(200);
    expect(await mailCount(server.db, to, 'paymentReceipt')).toBe(0);
  });

  /** Issue 26: the values in a Spanish account's receipts and PDFs are Spanish too, not only the words. */
  it('writes a Spanish account’s receipts, printed form and statement with Spanish form names, dates and no English fragments', async () => {
    const { client } = await listening();
    const username = await server.addUser('recibo', { links: ['100018'] });
    await server.db.update(users).set({ language: 'es' }).where(eq(users.username, username));
    const to = `${username}@example.test`;
    const token = await client.signIn(username);
    // Filed from an English page: the e-mail is still the account's language, values and all.
    const filedRes = await client.post(api.individualEstimate, ESTIMATE, { token });
    expect(filedRes.statusCode, filedRes.body).toBe(201);
    const filed = filedRes.json<FiledEstimate>();
    const session = (await startSession(client, token, filed.id)).json<PaymentSessionStart>();
    expect((await payOnProvider(session, CARD)).status).toBe(303);
    const [row] = await server.db.select().from(payments).where(eq(payments.taxFormId, filed.id));
    const reference = row!.transactionId!;

    const spanishDate =
      /\d{1,2} de (enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre) de \d{4} a las \d{1,2}:\d{2}/;
    const english =
      /\b(ending in|for 20\d\d|January|February|March|April|May|June|July|August|September|October|November|December|AM|PM|Received|your|Payment)\b/;

    const filing = await latestMail(server.db, to, 'filingReceipt');
    expect(filing.language).toBe('es');
    expect(filing.subject).toBe(
      `Recibido: Estimado individual (Individual Estimate), 2026, número de confirmación ${filed.confirmationNumber}`,
    );
    expect(filing.textBody).toContain('Recibimos su Estimado individual (Individual Estimate), 2026, el ');
    expect(filing.textBody).toMatch(spanishDate);
    expect(filing.textBody).toContain('Cantidad adeudada con esta presentación: $250.00.');
    expect(filing.textBody.replace(/\(Individual Estimate\)/g, '')).not.toMatch(english);

    const paid = await latestMail(server.db, to, 'paymentReceipt');
    expect(paid.subject).toBe(`Pago recibido: $250.00, referencia de pago ${reference}`);
    expect(paid.textBody).toContain('terminada en 1111');
    expect(paid.textBody).toContain(
      'Este pago corresponde a su Estimado individual (Individual Estimate), 2026.',
    );
    expect(paid.textBody).toMatch(spanishDate);
    expect(paid.textBody.replace(/\(Individual Estimate\)/g, '')).not.toMatch(english);

    // The printed form, asked for from a Spanish page: its title, dates and payments in Spanish.
    const es = { 'accept-language': 'es' };
    const pdf = await client.get(byId(api.formPdf, filed.id), { token, headers: es });
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect((await pdfStructure(pdf.rawPayload)).lang).toBe('es-US');
    expect(text).toContain('Estimado individual (Individual Estimate) \u0097 año tributario 2026');
    expect(text).toMatch(new RegExp(`Presentado el ${spanishDate.source}`));
    expect(text).toContain('Pagos recibidos en línea');
    expect(text).toContain(`referencia de pago ${reference}`);
    expect(text).not.toMatch(/\b(Filed|Payments received|payment reference|tax year| at \d)\b/);

    // The account statement: the entry names the form in Spanish, the moment it was prepared too.
    const today = new Date().toISOString().slice(0, 10);
    const statement = await client.get(`${api.accountStatementPdf}?from=2020-01-01&to=${today}`, {
      token,
      headers: es,
    });
    expect(statement.statusCode, statement.body).toBe(200);
    const lines = pdfText(statement.rawPayload);
    expect(lines).toContain('Estado de cuenta');
    expect(lines).toMatch(new RegExp(`Preparado el ${spanishDate.source}`));
    expect(lines).toContain(`Estimado individual (Individual Estimate) ${filed.confirmationNumber}`);
    expect(lines).not.toMatch(/\b(Account statement|Prepared|Opening balance|Payment|tax year)\b/);
  });
});
