import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  api,
  form1099,
  form1099Input,
  formIdParam,
  formW2,
  formW2Input,
  LOCALITY_CHOICE_REQUIRED,
  ProblemCode,
} from '@efile/contracts';
import { currentTaxYear, isLocalityChoice, recogniseLocality, type TaxTables } from '@efile/tax';
import type { Tx } from '../../db/client';
import { audit } from '../../lib/audit';
import { filerOf } from '../../plugins/auth';
import { ProblemError } from '../../plugins/problems';
import * as repo from './repository';
import { assertDraft, assertOwned, missingForm } from '../forms';
import { annualReturnOf, to1099, toW2 } from './service';

/**
 * One kind of item entered on the annual return (W-2 or 1099): how it is stored and shown.
 * Both kinds get the same create / read / update / delete with the same checks.
 */
interface ItemKind<In extends z.ZodType, Out extends z.ZodType, Row> {
  name: 'w2' | 'form1099';
  path: string;
  byIdPath: string;
  input: In;
  output: Out;
  find(db: Tx, id: number): Promise<{ item: Row; form: repo.TaxFormRow } | undefined>;
  insert(db: Tx, taxFormId: number, value: z.output<In>): Promise<Row>;
  update(db: Tx, id: number, value: z.output<In>): Promise<Row>;
  remove(db: Tx, id: number): Promise<void>;
  toDto(row: Row): z.output<Out>;
  /** Checks the value against the return's tax year before it is stored. */
  prepare?(value: z.output<In>, taxYear: number, tables: TaxTables): z.output<In>;
}

const w2Kind: ItemKind<typeof formW2Input, typeof formW2, repo.W2Row> = {
  name: 'w2',
  path: api.formW2,
  byIdPath: api.formW2ById,
  input: formW2Input,
  output: formW2,
  find: repo.findW2,
  insert: (db, taxFormId, v) => repo.insertW2(db, { taxFormId, ...w2Columns(v) }),
  update: (db, id, v) => repo.updateW2(db, id, w2Columns(v)),
  remove: repo.deleteW2,
  toDto: toW2,
  prepare: w2Locality,
};

/**
 * Box 20 that names no member city needs the taxpayer's choice (issue 9 item 6: never a guess);
 * a recognised or empty box 20 keeps none.
 */
function w2Locality(
  v: z.output<typeof formW2Input>,
  taxYear: number,
  tables: TaxTables,
): z.output<typeof formW2Input> {
  if (recogniseLocality(taxYear, v.locality, tables).kind !== 'unknown')
    return { ...v, localityChoice: null };
  if (v.localityChoice && isLocalityChoice(taxYear, v.localityChoice, tables)) return v;
  throw new ProblemError(400, ProblemCode.Validation, {
    errors: { localityChoice: LOCALITY_CHOICE_REQUIRED },
  });
}

function w2Columns(v: z.output<typeof formW2Input>) {
  return {
    employer: v.employer,
    ein: v.ein,
    wagesCents: v.wages,
    medicareWagesCents: v.medicareWages,
    localWagesCents: v.localWages,
    localTaxWithheldCents: v.localTaxWithheld,
    locality: v.locality,
    localityChoice: v.localityChoice,
  };
}

const form1099Kind: ItemKind<typeof form1099Input, typeof form1099, repo.Form1099Row> = {
  name: 'form1099',
  path: api.form1099,
  byIdPath: api.form1099ById,
  input: form1099Input,
  output: form1099,
  find: repo.find1099,
  insert: (db, taxFormId, v) =>
    repo.insert1099(db, {
      taxFormId,
      payer: v.payer,
      incomeCents: v.income,
      city: v.city,
      taxPaidCents: v.taxPaid,
    }),
  update: (db, id, v) =>
    repo.update1099(db, id, { payer: v.payer, incomeCents: v.income, city: v.city, taxPaidCents: v.taxPaid }),
  remove: repo.delete1099,
  toDto: to1099,
};

function registerKind<In extends z.ZodType, Out extends z.ZodType, Row>(
  app: FastifyInstance,
  kind: ItemKind<In, Out, Row>,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database, clock } = app.deps;
  const db = database.db;
  const tags = ['annual-return'];
  // Typed loosely for Fastify's inference; kind.toDto gives the shape and the schema checks it.
  const output: z.ZodType = kind.output;
  const prepared = async (value: z.output<In>, taxYear: number) =>
    kind.prepare?.(value, taxYear, (await app.deps.rules.current()).tables) ?? value;

  /** The item by id, checked: it exists (else "missing tax form"), and is the filer's. */
  async function owned(id: number, filer: { taxpayerId: string; userId: number }) {
    const found = await kind.find(db, id);
    if (!found) throw missingForm();
    assertOwned(found.form, filer);
    return found;
  }

  r.post(
    kind.path,
    { schema: { tags, body: kind.input, response: { 201: output } } },
    async (request, reply) => {
      const filer = filerOf(request);
      const form = await annualReturnOf(db, filer, currentTaxYear(clock));
      assertDraft(form);
      const body = await prepared(request.body as z.output<In>, form.taxYear);
      const row = await db.transaction(async (tx) => {
        const inserted = await kind.insert(tx, form.id, body);
        await audit(
          tx,
          request,
          { action: `${kind.name}.created`, ...filer, details: { formId: form.id } },
          clock.now(),
        );
        return inserted;
      });
      return reply.code(201).send(kind.toDto(row));
    },
  );

  r.get(
    kind.byIdPath,
    { schema: { tags, params: formIdParam, response: { 200: output } } },
    async (request) => {
      const { item } = await owned(request.params.id, filerOf(request));
      return kind.toDto(item);
    },
  );

  r.put(
    kind.byIdPath,
    { schema: { tags, params: formIdParam, body: kind.input, response: { 200: output } } },
    async (request) => {
      const filer = filerOf(request);
      const { form } = await owned(request.params.id, filer);
      assertDraft(form);
      const body = await prepared(request.body as z.output<In>, form.taxYear);
      return kind.toDto(await kind.update(db, request.params.id, body));
    },
  );

  r.delete(kind.byIdPath, { schema: { tags, params: formIdParam } }, async (request, reply) => {
    const filer = filerOf(request);
    const { form } = await owned(request.params.id, filer);
    assertDraft(form);
    await kind.remove(db, request.params.id);
    return reply.code(204).send();
  });
}

/** `/api/form-w2` and `/api/form1099` (spec §7). */
export default async function itemRoutes(app: FastifyInstance) {
  registerKind(app, w2Kind);
  registerKind(app, form1099Kind);
}
