// Why a company cannot be added to a portfolio, worded once for the server's refusal and for the
// check the browser makes before asking it.

/** The company is held already: a portfolio holds each company once. */
export const alreadyHeld = (symbol: string) => `${symbol} is already in the portfolio`;
