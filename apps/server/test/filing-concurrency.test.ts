import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api } from '@efile/contracts';
import { exemptionCertificates, taxForms } from '../src/db/schema';
import { addFilers } from './support/filers';
import { ALL_NO } from './support/forms';
import { TestServer, engines } from './support/test-app';

/** How many taxpayers race (FILING_RACE_TAXPAYERS; 40 by default, as the attack found 38 of 40). */
const RACERS = Number(process.env.FILING_RACE_TAXPAYERS ?? 40);

describe.each(engines)('one filing per year or period under concurrency on $name', (engine) => {
  // T0 is March 2026: the tax year filed is 2025.
  const server = TestServer.setup(engine);

  it('an exemption certificate and an annual return sent at the same moment: exactly one of them', async () => {
    const client = server.client();
    const filers = await addFilers(server, RACERS);
    const exemption = { exemptionSelection: 'retired', businessSoldDate: null };
    const answers = await Promise.all(
      filers.map(({ token }) =>
        Promise.all([
          client.post(api.exempt, exemption, { token }),
          client.post(api.efileQuestions, ALL_NO, { token }),
        ]),
      ),
    );
    const ids = filers.map((f) => f.taxpayerId);
    const certificates = await server.db
      .select({ taxpayerId: exemptionCertificates.taxpayerId })
      .from(exemptionCertificates)
      .where(inArray(exemptionCertificates.taxpayerId, ids));
    const returns = await server.db
      .select({ taxpayerId: taxForms.taxpayerId })
      .from(taxForms)
      .where(and(inArray(taxForms.taxpayerId, ids), eq(taxForms.formType, 'annual-return')));
    for (const [i, filer] of filers.entries()) {
      const kept =
        certificates.filter((c) => c.taxpayerId === filer.taxpayerId).length +
        returns.filter((r) => r.taxpayerId === filer.taxpayerId).length;
      expect(kept, `taxpayer ${i} keeps one of certificate and annual return`).toBe(1);
      // The one kept answered success; the other was refused with 409 problem+json.
      const [exempt, started] = answers[i]!;
      const certified = certificates.some((c) => c.taxpayerId === filer.taxpayerId);
      expect([exempt.statusCode, started.statusCode], exempt.body + started.body).toEqual(
        certified ? [201, 409] : [409, 200],
      );
    }
  });
});
