import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PaymentSandbox } from '../src/index';
import { MESSAGES } from '../src/messages';
import type { NotifyRecorder, RecordedRequest } from './support';
import {
  APPROVED_CARD,
  DECLINED_CARD,
  manualClock,
  manualTimers,
  notificationOf,
  openPage,
  openSession,
  postForm,
  startNotifyRecorder,
  startSandbox,
  submitPayment,
  validCard,
  validCheck,
} from './support';

const clock = manualClock('2026-03-01T12:00:00Z');

function verified(request: RecordedRequest): Record<string, string> {
  expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
  return notificationOf(request);
}

describe('paying on the hosted page', () => {
  let sandbox: PaymentSandbox;
  let notify: NotifyRecorder;
  beforeAll(async () => {
    notify = await startNotifyRecorder();
    sandbox = await startSandbox({ now: clock.now });
  });
  afterAll(async () => {
    await sandbox.close();
    await notify.close();
  });
  beforeEach(() => {
    notify.requests.length = 0;
  });

  it('approves a card: a notification with the security id and the last 4 only, then 303 to returnUrl', async () => {
    const { remittanceId, returnUrl } = await openSession(sandbox, notify);
    const res = await submitPayment(sandbox, remittanceId, validCard(APPROVED_CARD));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(returnUrl);

    // The first attempt is awaited before the redirect.
    expect(notify.requests).toHaveLength(1);
    const [request] = notify.requests as [RecordedRequest];
    expect(verified(request)).toStrictEqual({
      remittance_id: remittanceId,
      transaction_id: expect.stringMatching(/^SBX-[0-9A-F]{12}$/),
      approval_code: expect.stringMatching(/^[0-9A-F]{6}$/),
      transaction_status: 'APPROVED',
      fail_code: '',
      total_amount: '1234.56',
      payment_type: 'CARD',
      last_four: '1111',
      transaction_date: '2026-03-01T12:00:00.000Z',
    });
    const everything = request.rawBody + JSON.stringify(request.headers);
    expect(everything).not.toContain('4111111111111111');
    expect(everything).not.toContain(APPROVED_CARD);
    expect(everything).not.toContain('"123"');
  });

  it('declines 4000 0000 0000 0002: a DECLINED notification with fail code 106, the declined alert, and the session stays payable', async () => {
    const { remittanceId, returnUrl } = await openSession(sandbox, notify);
    const declined = await submitPayment(sandbox, remittanceId, validCard(DECLINED_CARD));
    expect(declined.status).toBe(200);
    const html = await declined.text();
    expect(html).toContain(`<div class="alert" role="alert"><p>${MESSAGES.cardDeclined}</p></div>`);
    expect(html).not.toContain(DECLINED_CARD);
    expect(html).not.toContain('4000000000000002');

    expect(notify.requests).toHaveLength(1);
    const notification = verified(notify.requests[0] as RecordedRequest);
    expect(notification).toMatchObject({
      remittance_id: remittanceId,
      transaction_status: 'DECLINED',
      fail_code: '106',
      approval_code: '',
      payment_type: 'CARD',
      last_four: '0002',
    });

    expect((await openPage(sandbox, remittanceId)).status).toBe(200);
    const retry = await submitPayment(sandbox, remittanceId, validCard(APPROVED_CARD));
    expect(retry.status).toBe(303);
    expect(retry.headers.get('location')).toBe(returnUrl);
    expect(verified(notify.requests[1] as RecordedRequest).transaction_status).toBe('APPROVED');
  });

  it.each([
    ['personal', 'PERSONAL_CHECK'],
    ['business', 'BUSINESS_CHECK'],
  ] as const)('pays by %s check as %s with the account number last 4', async (checkType, paymentType) => {
    const { remittanceId } = await openSession(sandbox, notify, { amountCents: 5_000 });
    const res = await submitPayment(sandbox, remittanceId, validCheck(checkType));
    expect(res.status).toBe(303);
    const request = notify.requests[0] as RecordedRequest;
    expect(verified(request)).toMatchObject({
      remittance_id: remittanceId,
      transaction_status: 'APPROVED',
      payment_type: paymentType,
      last_four: '6789',
      total_amount: '50.00',
    });
    expect(request.rawBody).not.toContain('000123456789');
  });

  it('cancels: 303 to returnUrl, no notification, and the session stays open', async () => {
    const { remittanceId, returnUrl } = await openSession(sandbox, notify);
    const res = await postForm(`${sandbox.url}/pay/${remittanceId}`, { ...validCard(), action: 'cancel' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(returnUrl);
    expect((await openPage(sandbox, remittanceId)).status).toBe(200);
    // Paying the same session afterwards awaits its own notification: by then one the cancel had
    // sent (it was sent first) would have arrived too, yet only the payment's is there.
    expect((await submitPayment(sandbox, remittanceId, validCard())).status).toBe(303);
    expect(notify.requests.map((request) => verified(request).transaction_status)).toEqual(['APPROVED']);
  });

  it('sends the browser to returnUrl as a well-formed URL', async () => {
    const { remittanceId } = await openSession(sandbox, notify, {
      returnUrl: 'http://127.0.0.1:8080/return?\nname=Zoë',
    });
    const res = await postForm(`${sandbox.url}/pay/${remittanceId}`, { action: 'cancel' });
    expect(res.headers.get('location')).toBe('http://127.0.0.1:8080/return?name=Zo%C3%AB');
  });

  it('retries a failing notify endpoint in the background until it answers success', async () => {
    const timers = manualTimers();
    const local = await startSandbox({ now: clock.now, timers });
    try {
      notify.failNext(2);
      const { remittanceId } = await openSession(local, notify);
      expect((await submitPayment(local, remittanceId, validCard())).status).toBe(303);
      // The first attempt is awaited; the next waits 0.5 s, then 1 s.
      expect(notify.requests).toHaveLength(1);
      expect(timers.pending()).toEqual([500]);
      await timers.advance(499);
      expect(notify.requests).toHaveLength(1);
      await timers.advance(1);
      expect(notify.requests).toHaveLength(2);
      expect(timers.pending()).toEqual([1_000]);
      await timers.advance(1_000);
      expect(notify.requests).toHaveLength(3);
      // Answered success: nothing more is scheduled, so nothing more is sent.
      expect(timers.pending()).toEqual([]);
      await timers.advance(60_000);
      expect(notify.requests).toHaveLength(3);
      const bodies = notify.requests.map((request) => verified(request));
      expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1);
    } finally {
      await local.close();
    }
  });

  it('redirects even when the notify endpoint is unreachable', async () => {
    const { remittanceId, returnUrl } = await openSession(sandbox, notify, {
      notifyUrl: 'http://127.0.0.1:9/notify',
    });
    const res = await submitPayment(sandbox, remittanceId, validCard());
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(returnUrl);
  });

  it('close() cancels the pending retries', async () => {
    const failing = await startNotifyRecorder();
    const timers = manualTimers();
    const local = await startSandbox({ now: clock.now, timers });
    try {
      failing.failNext(5);
      const { remittanceId } = await openSession(local, failing);
      expect((await submitPayment(local, remittanceId, validCard())).status).toBe(303);
      expect(failing.requests).toHaveLength(1);
      expect(timers.pending()).toEqual([500]);
      await local.close();
      expect(timers.pending()).toEqual([]);
      await timers.advance(60_000);
      expect(failing.requests).toHaveLength(1);
    } finally {
      await failing.close();
    }
  });
});
