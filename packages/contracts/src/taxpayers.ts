import { z } from 'zod';
import { taxpayerId } from './common';

const person = z.object({
  name1: z.string(),
  name2: z.string().nullable(),
  middleInitial: z.string().nullable(),
  taxpayerFederalId: z.string().nullable(),
});

/** Spec §3 "Taxpayer info". */
export const taxpayerInfo = z.object({
  taxpayerId: z.string(),
  taxpayerType: z.number().int().min(0).max(2),
  taxpayer: person.extend({ businessPhoneNumber: z.string().nullable() }),
  jointFiler: person.nullable(),
  address: z.object({
    streetNumber: z.string(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
  }),
});
export type TaxpayerInfo = z.infer<typeof taxpayerInfo>;

export const taxpayerInfoQuery = z.strictObject({ id: taxpayerId.optional() });

/** Spec §3: 5 digits, a hyphen, then the rest when longer than 5 without a hyphen. */
export function formatZip(zip: string): string {
  return zip.length > 5 && !zip.includes('-') ? `${zip.slice(0, 5)}-${zip.slice(5)}` : zip;
}
