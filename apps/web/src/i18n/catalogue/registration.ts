/** Messages of the registration screens (spec texts copied exactly). */
export const registration = {} as const;
