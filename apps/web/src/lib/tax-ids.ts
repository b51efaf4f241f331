/**
 * Tax IDs as the body shows them: only the last four digits, one way each (issue 24 item 6).
 * An EIN "••-•••0003" (its 2-7 grouping), a social security number "•••-••-0001" (3-2-4).
 */
export const maskedEin = (ein: string) => `••-•••${ein.replace(/\D/g, '').slice(-4)}`;

export const maskedSsn = (ssn: string | null) => (ssn ? `•••-••-${ssn.replace(/\D/g, '').slice(-4)}` : '');
