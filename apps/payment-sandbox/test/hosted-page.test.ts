import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentSandbox } from '../src/index';
import { MESSAGES } from '../src/messages';
import type { NotifyRecorder } from './support';
import {
  APPROVED_CARD,
  inputTag,
  manualClock,
  openPage,
  openSession,
  startNotifyRecorder,
  startSandbox,
  submitPayment,
  validCard,
  validCheck,
} from './support';

const CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action *; frame-ancestors 'none'";

describe('the hosted payment page', () => {
  const clock = manualClock('2026-03-01T12:00:00Z');
  let sandbox: PaymentSandbox;
  let notify: NotifyRecorder;
  beforeAll(async () => {
    notify = await startNotifyRecorder();
    sandbox = await startSandbox({ now: clock.now, sessionMinutes: 30 });
  });
  afterAll(async () => {
    await sandbox.close();
    await notify.close();
  });

  it('shows the merchant, description, amount and every field, with labels', async () => {
    const { remittanceId } = await openSession(sandbox, notify);
    const res = await openPage(sandbox, remittanceId);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe(CSP);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const html = await res.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toContain('City Tax Collection Agency');
    expect(html).toContain('2025 individual annual return');
    expect(html).toContain('$1,234.56');
    expect(html).toContain('<legend>How do you want to pay?</legend>');
    expect(html).toContain(`action="/pay/${remittanceId}"`);
    expect(html).toMatch(/<button[^>]*>Pay \$1,234\.56<\/button>/);
    expect(html).toMatch(/<button[^>]*name="action" value="cancel"[^>]*>Cancel and return<\/button>/);
    const labels = [
      ['method-card', 'Card'],
      ['method-check', 'Check'],
      ['cardName', 'Name on card'],
      ['cardNumber', 'Card number'],
      ['expiry', 'Expiration (MM/YY)'],
      ['cvv', 'Security code'],
      ['accountName', 'Name on account'],
      ['routingNumber', 'Routing number'],
      ['accountNumber', 'Account number'],
      ['checkType-personal', 'Personal check'],
      ['checkType-business', 'Business check'],
    ];
    for (const [id, label] of labels) expect(html).toContain(`<label for="${id}">${label}</label>`);
    expect(html.match(/<input /g)).toHaveLength(labels.length);
    expect(html).not.toContain('<script');
  });

  it('escapes the merchant name and description', async () => {
    const custom = await startSandbox({ merchantName: 'A & B <Tax>' });
    try {
      const { remittanceId } = await openSession(custom, notify, { description: '<b>bold</b>' });
      const html = await (await openPage(custom, remittanceId)).text();
      expect(html).toContain('A &amp; B &lt;Tax&gt;');
      expect(html).toContain('&lt;b&gt;bold&lt;/b&gt;');
      expect(html).not.toContain('<b>');
    } finally {
      await custom.close();
    }
  });

  it('answers 404 without a link to an unknown session or a wrong application id', async () => {
    const { remittanceId } = await openSession(sandbox, notify);
    for (const res of [
      await openPage(sandbox, 'R-UNKNOWN'),
      await openPage(sandbox, remittanceId, 'OTHER'),
    ]) {
      expect(res.status).toBe(404);
      const html = await res.text();
      expect(html).toContain(MESSAGES.invalidSession);
      expect(html).not.toContain('<a ');
    }
  });

  it('answers 404 to a submit once the page has expired, and asks the merchant again on a new visit', async () => {
    const { remittanceId } = await openSession(sandbox, notify);
    clock.advanceMinutes(30);
    const late = await submitPayment(sandbox, remittanceId, validCard());
    expect(late.status).toBe(404);
    expect(await late.text()).toContain(MESSAGES.invalidSession);
    // The merchant no longer vouches for the remittance (superseded, or paid another way).
    notify.register(remittanceId, null);
    const page = await openPage(sandbox, remittanceId);
    expect(page.status).toBe(404);
    expect(await page.text()).toContain(MESSAGES.invalidSession);
    expect(notify.requests).toHaveLength(0);
  });

  it('re-renders with an error summary and marked fields: bad Luhn, past expiry', async () => {
    const { remittanceId } = await openSession(sandbox, notify);
    const badCard = '4111 1111 1111 1112';
    const res = await submitPayment(sandbox, remittanceId, {
      ...validCard(badCard),
      expiry: '02/26',
      cvv: '987',
    });
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toMatch(/<title>Error: /);
    const summary = /<div class="error-summary" role="alert"[\s\S]*?<\/div>/.exec(html)?.[0] ?? '';
    expect(summary).toContain(`<a href="#cardNumber">${MESSAGES.cardNumber}</a>`);
    expect(summary).toContain(`<a href="#expiry">${MESSAGES.expired}</a>`);
    expect(summary).not.toContain(MESSAGES.cardName);

    const cardNumber = inputTag(html, 'cardNumber');
    expect(cardNumber).toContain('aria-invalid="true"');
    expect(cardNumber).toContain('aria-describedby="cardNumber-error"');
    expect(html).toContain(`<p class="error" id="cardNumber-error">${MESSAGES.cardNumber}</p>`);
    expect(inputTag(html, 'expiry')).toContain('aria-describedby="expiry-hint expiry-error"');
    expect(inputTag(html, 'cardName')).not.toContain('aria-invalid');

    // Typed values come back, in their own inputs only; the security code never does.
    expect(inputTag(html, 'cardName')).toContain('value="Jane Taxpayer"');
    expect(cardNumber).toContain(`value="${badCard}"`);
    expect(html.split(badCard)).toHaveLength(2);
    expect(inputTag(html, 'cvv')).toContain('value=""');
    expect(html).not.toContain('987');
    expect(inputTag(html, 'method-card')).toContain('checked');
  });

  it('checks the routing number checksum and the check fields', async () => {
    const { remittanceId } = await openSession(sandbox, notify);
    const res = await submitPayment(sandbox, remittanceId, {
      method: 'check',
      accountName: ' ',
      routingNumber: '011000016',
      accountNumber: '12',
    });
    expect(res.status).toBe(422);
    const html = await res.text();
    for (const message of [
      MESSAGES.accountName,
      MESSAGES.routingNumber,
      MESSAGES.accountNumber,
      MESSAGES.checkType,
    ]) {
      expect(html).toContain(message);
    }
    expect(html).toContain(`<a href="#checkType-personal">${MESSAGES.checkType}</a>`);
    expect(inputTag(html, 'checkType-business')).toContain('aria-describedby="checkType-error"');
    expect(inputTag(html, 'routingNumber')).toContain('value="011000016"');
  });

  it('asks how to pay when no method is chosen', async () => {
    const { remittanceId } = await openSession(sandbox, notify);
    const res = await submitPayment(sandbox, remittanceId, {});
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toContain(`<a href="#method-card">${MESSAGES.method}</a>`);
    expect(inputTag(html, 'method-card')).toContain('aria-invalid="true"');
    expect(notify.requests).toHaveLength(0);
  });

  it('says a paid session is paid, with a link back to the portal', async () => {
    const { remittanceId, returnUrl } = await openSession(sandbox, notify);
    expect((await submitPayment(sandbox, remittanceId, validCheck('personal'))).status).toBe(303);
    for (const res of [
      await openPage(sandbox, remittanceId),
      await submitPayment(sandbox, remittanceId, validCard(APPROVED_CARD)),
    ]) {
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain(MESSAGES.alreadyPaid);
      expect(html).toContain(`<a href="${returnUrl.replace('&', '&amp;')}">`);
    }
    // Paid stays paid after the session's lifetime.
    clock.advanceMinutes(120);
    expect(await (await openPage(sandbox, remittanceId)).text()).toContain(MESSAGES.alreadyPaid);
  });
});
