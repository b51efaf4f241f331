import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { api } from '@efile/contracts';
import { ALL_NO, LINNDALE_W2 } from '../../apps/server/test/support/forms';

/**
 * Deadline day (issue 29 item 1), a first cut: virtual taxpayers arriving at rising rates (an open
 * model: arrivals do not wait for the server), each doing what a person does that day — sign in,
 * the dashboard's reads, My Account, the eligibility questions, a W-2, the city tax form, filing
 * (with its Idempotency-Key), the payment page, paying what the return asks on the provider's
 * hosted page (the sandbox on its own origin, as a browser posts its forms; the provider notifies
 * the portal before it sends the browser back), the form's PDF — with think time between steps.
 * A stage ends after `stageSeconds`; the run stops after the first stage whose p99 passes the
 * limit or whose errors pass 1 %.
 */

export const STEPS = [
  'sign-in',
  'taxpayer-info',
  'upcoming',
  'my-account',
  'questions',
  'employer-calculate',
  'add-w2',
  'city-tax-form',
  'file',
  'employer-file',
  'payment-page',
  'pay',
  'provider',
  'pdf',
] as const;
export type Step = (typeof STEPS)[number];

export interface DeadlineOptions {
  url: string;
  /** Generated individuals' usernames (demo password); each files once. */
  people: string[];
  /** Generated businesses' users: every sixth arrival, while they last, files an employer's return. */
  employers: string[];
  rates: number[];
  stageSeconds: number;
  thinkMs: number;
  p99LimitMs: number;
}

export interface StageResult {
  rate: number;
  started: number;
  finished: number;
  filingsPerMinute: number;
  /** Payments the provider took (returns with a balance due). */
  payments: number;
  errors: number;
  /** The last error's step, status and the start of its body (what to look at first). */
  lastError: string;
  requests: number;
  steps: Record<Step, { count: number; p50: number; p99: number }>;
}

const CARD = {
  method: 'card',
  cardName: 'Deadline Day',
  expiry: '12/30',
  cvv: '123',
  cardNumber: '4111 1111 1111 1111',
};
/** The W-2 and the questions' answers the server's tests use (a Linndale employer, all "no"). */
const W2 = LINNDALE_W2;
const NO = { ...ALL_NO, under18AtYearEnd: false };

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One request on a keep-alive agent: status, headers and the body as text. */
function send(
  agent: http.Agent,
  url: string,
  method: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; cookie: string; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          cookie: (res.headers['set-cookie'] ?? []).join(';'),
          text: Buffer.concat(chunks).toString(),
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** One stage's timings: each step's latencies, the errors, the filings. */
class Stage {
  readonly times = new Map<Step, number[]>(STEPS.map((s) => [s, []]));
  errors = 0;
  requests = 0;
  filings = 0;
  payments = 0;
  lastError = '';
  started = 0;
  finished = 0;
}

/** A person's session: the XSRF cookie and, once signed in, the bearer token. */
class Person {
  private xsrf = '';
  private token = '';
  constructor(
    private readonly url: string,
    private readonly agent: http.Agent,
    private readonly stage: Stage,
  ) {}

  async call(step: Step, method: 'GET' | 'POST', path: string, body?: unknown, headers = {}) {
    const started = performance.now();
    this.stage.requests += 1;
    const res = await send(
      this.agent,
      `${this.url}${path}`,
      method,
      {
        accept: 'application/json',
        ...(this.xsrf ? { cookie: `XSRF-TOKEN=${this.xsrf}`, 'x-xsrf-token': this.xsrf } : {}),
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body === undefined ? undefined : JSON.stringify(body),
    );
    this.xsrf = /XSRF-TOKEN=([^;]+)/.exec(res.cookie)?.[1] ?? this.xsrf;
    this.stage.times.get(step)!.push(performance.now() - started);
    if (res.status >= 400) {
      this.stage.errors += 1;
      this.stage.lastError = `${step}: ${res.status} ${res.text.slice(0, 200)}`;
      throw new Error(this.stage.lastError);
    }
    return res.text;
  }

  /** Sign-in and the dashboard's reads, then My Account: every visit starts so. */
  private async arrive(username: string, think: () => Promise<unknown>) {
    await this.call('sign-in', 'GET', api.health);
    const signedIn = JSON.parse(
      await this.call('sign-in', 'POST', api.signIn, { username, password: 'eFile-Demo-2026' }),
    ) as { token: string };
    this.token = signedIn.token;
    await Promise.all([
      this.call('taxpayer-info', 'GET', api.taxpayerInfo),
      this.call('upcoming', 'GET', api.accountUpcoming),
    ]);
    await think();
    await this.call('my-account', 'GET', api.accountLedger);
    await think();
  }

  /** An employer's return of tax withheld for the fourth quarter of last year, paid, printed. */
  async employer(username: string, thinkMs: number) {
    const think = () => sleep(thinkMs * (0.5 + Math.random()));
    await this.arrive(username, think);
    const quarter = {
      taxYear: new Date().getFullYear() - 1,
      frequency: 'quarterly',
      period: 4,
      cities: [{ city: 'Cleveland', wages: 4_000_000, taxWithheld: 100_000, adjustments: [] }],
      residenceTaxWithheld: [],
    };
    await this.call('employer-calculate', 'POST', api.employersReturnCalculate, quarter);
    await think();
    const filed = JSON.parse(
      await this.call(
        'employer-file',
        'POST',
        api.employersReturn,
        { ...quarter, agreement: true },
        { 'idempotency-key': randomUUID() },
      ),
    ) as { id: number; amountDue: number };
    this.stage.filings += 1;
    await this.call('payment-page', 'GET', api.paymentInfo.replace(':id', String(filed.id)));
    if (filed.amountDue > 0) {
      await think();
      await this.pay(filed.id);
    }
    await this.call('pdf', 'GET', api.formPdf.replace(':id', String(filed.id)));
  }

  async visit(username: string, thinkMs: number) {
    const think = () => sleep(thinkMs * (0.5 + Math.random()));
    await this.arrive(username, think);
    await this.call('questions', 'POST', api.efileQuestions, NO);
    await think();
    await this.call('add-w2', 'POST', api.formW2, W2);
    await this.call('city-tax-form', 'GET', api.annualReturn);
    await think();
    const filed = JSON.parse(
      await this.call(
        'file',
        'POST',
        api.fileAnnualReturn,
        { agreement: true },
        { 'idempotency-key': randomUUID() },
      ),
    ) as { id: number; balanceDue: number };
    this.stage.filings += 1;
    await think();
    await this.call('payment-page', 'GET', api.paymentInfo.replace(':id', String(filed.id)));
    if (filed.balanceDue > 0) {
      await think();
      await this.pay(filed.id);
    }
    await this.call('pdf', 'GET', api.formPdf.replace(':id', String(filed.id)));
  }

  /** The payment: the portal's session, then the provider's hosted page posted as a browser would. */
  private async pay(formId: number) {
    const session = JSON.parse(
      await this.call('pay', 'POST', api.initiatePayment.replace(':id', String(formId))),
    ) as { applicationId: string; messageVersion: string; postUrl: string; remittanceId: string };
    const started = performance.now();
    const page = await fetch(session.postUrl, {
      method: 'POST',
      body: new URLSearchParams({
        application_id: session.applicationId,
        message_version: session.messageVersion,
        remittance_id: session.remittanceId,
      }),
    });
    await page.text();
    const paid = await fetch(`${session.postUrl}/${session.remittanceId}`, {
      method: 'POST',
      body: new URLSearchParams({ action: 'pay', ...CARD }),
      redirect: 'manual',
    });
    await paid.text();
    // The provider's own time (its page, the signed notification to the portal, the redirect).
    this.stage.times.get('provider')!.push(performance.now() - started);
    this.stage.requests += 2;
    if (page.status !== 200 || paid.status >= 400) {
      this.stage.errors += 1;
      this.stage.lastError = `provider: answered ${page.status} then ${paid.status}`;
      throw new Error(this.stage.lastError);
    }
    this.stage.payments += 1;
  }
}

/** Runs the stages; each person of `people` is used once. */
export async function deadlineDay(options: DeadlineOptions): Promise<StageResult[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const queue = [...options.people];
  const employers = [...options.employers];
  let arrivals = 0;
  const results: StageResult[] = [];
  try {
    for (const rate of options.rates) {
      const stage = new Stage();
      const visits: Promise<void>[] = [];
      const began = performance.now();
      const due = Math.floor(rate * options.stageSeconds);
      for (let n = 0; n < due && queue.length > 0; n++) {
        const wait = began + (n / rate) * 1000 - performance.now();
        if (wait > 0) await sleep(wait);
        const person = new Person(options.url, agent, stage);
        arrivals += 1;
        const visit =
          arrivals % 6 === 0 && employers.length > 0
            ? person.employer(employers.shift()!, options.thinkMs)
            : person.visit(queue.shift()!, options.thinkMs);
        stage.started += 1;
        visits.push(visit.then(() => void (stage.finished += 1)).catch(() => undefined));
      }
      await Promise.all(visits);
      const minutes = (performance.now() - began) / 60_000;
      const steps = Object.fromEntries(
        STEPS.map((s) => {
          const sorted = [...stage.times.get(s)!].sort((a, b) => a - b);
          return [s, { count: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99) }];
        }),
      ) as StageResult['steps'];
      const result: StageResult = {
        rate,
        started: stage.started,
        finished: stage.finished,
        filingsPerMinute: stage.filings / minutes,
        payments: stage.payments,
        errors: stage.errors,
        lastError: stage.lastError,
        requests: stage.requests,
        steps,
      };
      results.push(result);
      const worst = Math.max(...STEPS.map((s) => steps[s].p99));
      if (worst > options.p99LimitMs || stage.errors > stage.requests / 100 || queue.length === 0) break;
    }
  } finally {
    agent.destroy();
  }
  return results;
}
