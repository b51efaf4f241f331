/**
 * The agency's NACHA origination settings (config `refunds.nacha`), apart from the refunds module so
 * the configuration (core) names them without importing a module (its file is `modules/refunds/nacha.ts`).
 */
export interface NachaSettings {
  /** The routing number of the bank (or Federal Reserve) the file is sent to: 9 digits. */
  immediateDestination: string;
  immediateDestinationName: string;
  /** The sender as the bank knows it: 10 characters, usually '1' + the agency's EIN, or a routing number (9 digits). */
  immediateOrigin: string;
  immediateOriginName: string;
  /** The name the account holder sees on the statement (16). */
  companyName: string;
  /** The agency's company identification at its bank (10), usually '1' + its EIN. */
  companyId: string;
  /** The first 8 digits of the agency's bank's routing number (the ODFI). */
  odfiId: string;
  /** What the statement says the deposit is (10); 'TAX REFUND' by default. */
  entryDescription?: string;
}
