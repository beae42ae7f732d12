/** docs/product.md §2, §8; its own module, so every entry chunk's route guards import it alone. */
export const LOGIN_TO_PROCEED = "Please log in to proceed.";
