/**
 * docs/product.md §2, §8: what a signed-out visitor reads. Its own module, so the route guards in
 * every entry chunk import it alone.
 */
export const LOGIN_TO_PROCEED = "Please log in to proceed.";
