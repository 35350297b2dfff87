// What every declaration form holds alike: the limits of who declares, which
// contract and where the receipt goes (the rules are lib/declarations/schema.ts).

/** The longest name, address and contract reference a form takes. */
export const IDENTITY_MAX_CHARS = { name: 80, email: 100, contract: 100 } as const;
