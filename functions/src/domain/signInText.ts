/**
 * docs/product.md §2 and §8: what a signed-out visitor reads where only a
 * signed-in caller may go (/payment) or call (the callables' `unauthenticated`).
 * A module of its own: the web's route guards, in every page's entry chunk,
 * import it alone (`@shop/domain/signInText`), not the barrel.
 */
export const LOGIN_TO_PROCEED = "Please log in to proceed.";
