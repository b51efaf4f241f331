/** Messages of the faq screens (spec texts copied exactly). */
export const faq = {} as const;
