/** Spec 02 §2.9 and §9: an SMS bet is processed within 5 to 15 minutes. */
export const SMS_PROCESSING_MINUTES = { from: 5, to: 15 } as const;

/** The location whose instructions are the TOTO variant (spec 02 §2.9). */
export const TOTO_LOCATION = 'TT';
export const isTotoLocation = (locId: string) => locId === TOTO_LOCATION;
