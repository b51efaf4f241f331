import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readSettlement } from '@efile/contracts/payment-protocol';
import type { PaymentSandbox } from '../src/index';
import { MESSAGES } from '../src/messages';
import type { NotifyRecorder } from './support';
import {
  SECURITY_ID,
  manualClock,
  manualTimers,
  newRemittanceId,
  notificationOf,
  openPage,
  openSession,
  postForm,
  startNotifyRecorder,
  startSandbox,
  submitPayment,
  validCard,
} from './support';

const CREDENTIALS = { application_id: 'CCA-EFILE', security_id: SECURITY_ID };

describe('the merchant API: verify, status, settlement, chaos', () => {
  const clock = manualClock('2026-03-01T12:00:00Z');
  const timers = manualTimers();
  let sandbox: PaymentSandbox;
  let notify: NotifyRecorder;
  beforeAll(async () => {
    notify = await startNotifyRecorder();
    sandbox = await startSandbox({ now: clock.now, sessionMinutes: 30, timers });
  });
  afterAll(async () => {
    await sandbox.close();
    await notify.close();
  });
  beforeEach(() => {
    notify.requests.length = 0;
    sandbox.chaos.set({ drop: 0, repeat: 0, delayMs: 0, outage: false });
  });
  const status = async (remittanceId: string, credentials = CREDENTIALS) =>
    postForm(`${sandbox.url}/api/status`, { ...credentials, remittance_id: remittanceId });

  it('shows a page only for a remittance the merchant vouches for, asking it with the security id', async () => {
    const { remittanceId } = await openSession(sandbox, notify);
    expect(notify.verifications).toContain(remittanceId);
    const stranger = await openPage(sandbox, newRemittanceId());
    expect(stranger.status).toBe(404);
    expect(await stranger.text()).toContain(MESSAGES.invalidSession);
    expect((await openPage(sandbox, remittanceId, 'ANOTHER-APP')).status).toBe(404);
  });

  it('says the merchant cannot be reached when its verify URL does not answer', async () => {
    const local = await startSandbox({
      merchant: { verifyUrl: 'http://127.0.0.1:9/verify', notifyUrl: 'http://127.0.0.1:9/notify' },
    });
    try {
      const page = await openPage(local, 'R-1');
      expect(page.status).toBe(502);
      expect(await page.text()).toContain(MESSAGES.merchantUnavailable);
    } finally {
      await local.close();
    }
  });

  it('answers status: OPEN, then DONE with the approved transaction; UNKNOWN; 401 without the security id', async () => {
    const { remittanceId } = await openSession(sandbox, notify);
    expect(await (await status(remittanceId)).json()).toEqual({ state: 'OPEN', remittance_id: remittanceId });
    expect((await submitPayment(sandbox, remittanceId, validCard())).status).toBe(303);
    const done = (await (await status(remittanceId)).json()) as { state: string; transaction: unknown };
    expect(done).toEqual({ state: 'DONE', transaction: notificationOf(notify.requests[0]!) });
    const unknown = newRemittanceId();
    expect(await (await status(unknown)).json()).toEqual({ state: 'UNKNOWN', remittance_id: unknown });
    const wrong = await status(remittanceId, { ...CREDENTIALS, security_id: 'guess' });
    expect(wrong.status).toBe(401);
  });

  it('answers EXPIRED for a page left unpaid past its lifetime', async () => {
    const { remittanceId } = await openSession(sandbox, notify);
    clock.advanceMinutes(31);
    expect(await (await status(remittanceId)).json()).toEqual({
      state: 'EXPIRED',
      remittance_id: remittanceId,
    });
  });

  it('reports a day of approved payments as CSV, declines left out', async () => {
    const day = clock.now().toISOString().slice(0, 10);
    const { remittanceId } = await openSession(sandbox, notify, { amountCents: 4_321 });
    await submitPayment(sandbox, remittanceId, validCard('4000 0000 0000 0002'));
    await submitPayment(sandbox, remittanceId, validCard());
    const res = await postForm(`${sandbox.url}/api/settlement`, { ...CREDENTIALS, settlement_date: day });
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = readSettlement(await res.text());
    expect(lines?.filter((l) => l.remittanceId === remittanceId)).toEqual([
      {
        transactionId: notificationOf(notify.requests[1]!).transaction_id,
        remittanceId,
        amountCents: 4_321,
        transactionDate: clock.now().toISOString(),
      },
    ]);
    const other = await postForm(`${sandbox.url}/api/settlement`, {
      ...CREDENTIALS,
      settlement_date: '2020-01-01',
    });
    expect(readSettlement(await other.text())).toEqual([]);
  });

  it('chaos: an outage answers 503 everywhere; dropped notifications never arrive; repeats arrive twice', async () => {
    const { remittanceId } = await openSession(sandbox, notify);
    sandbox.chaos.set({ outage: true });
    expect((await openPage(sandbox, remittanceId)).status).toBe(503);
    expect((await status(remittanceId)).status).toBe(503);
    sandbox.chaos.set({ outage: false, drop: 1 });
    expect((await submitPayment(sandbox, remittanceId, validCard())).status).toBe(303);
    // Not sent and nothing scheduled: however long one waits, it never arrives.
    expect(timers.pending()).toEqual([]);
    expect(notify.requests).toHaveLength(0);
    // The provider still knows: the status query tells what no notification did.
    expect(((await (await status(remittanceId)).json()) as { state: string }).state).toBe('DONE');

    sandbox.chaos.set({ drop: 0, repeat: 1, delayMs: 50 });
    const second = await openSession(sandbox, notify);
    expect((await submitPayment(sandbox, second.remittanceId, validCard())).status).toBe(303);
    // Delayed up to 50 ms, and the repeat up to 50 ms after the delivery.
    await timers.advance(100);
    const requests = notify.requests;
    expect(timers.pending()).toEqual([]);
    expect(requests.map((r) => r.rawBody)).toEqual([requests[0]!.rawBody, requests[0]!.rawBody]);
  });

  it('answers 404 in plain text to other paths and methods, and 413 to a body over 64 KB', async () => {
    for (const res of [
      await fetch(`${sandbox.url}/`),
      await fetch(`${sandbox.url}/api/status`),
      await fetch(`${sandbox.url}/pay`),
      await fetch(`${sandbox.url}/pay/R-1/extra`, { method: 'POST' }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
    const large = await fetch(`${sandbox.url}/api/status`, {
      method: 'POST',
      body: 'x'.repeat(64 * 1024 + 1),
    });
    expect(large.status).toBe(413);
  });
});
