import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountStatementQuery, api } from '@efile/contracts';
import { renderDocument } from '../../lib/pdf';
import { filerOf } from '../../plugins/auth';
import { statement, statementDocument } from './service';

/**
 * GET /api/account/statement.pdf?from=…&to=… (issue 15 item 2): the ledger of the taxpayer the
 * signed-in user files as — never one named by the request — in a period, as a PDF.
 */
export default async function statementRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database, clock } = app.deps;
  r.get(
    api.accountStatementPdf,
    {
      schema: { tags: ['account'], querystring: accountStatementQuery },
    },
    async (request, reply) => {
      const filer = filerOf(request);
      const period = request.query;
      const figures = await statement(database.db, filer, period);
      const document = await statementDocument(database.db, filer.taxpayerId, period, figures, clock.now());
      const bytes = await renderDocument(document);
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `inline; filename="account-statement-${filer.taxpayerId}-${period.from}-${period.to}.pdf"`,
        )
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(bytes));
    },
  );
}
