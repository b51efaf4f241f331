/** Messages of the contact screens (spec texts copied exactly). */
export const contact = {} as const;
