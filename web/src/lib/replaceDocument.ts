/**
 * Loads `url` as a new document in place of the current history entry: for
 * an address another of the site's pages serves (the console's links back
 * into the shop), so Back still returns to where the visitor was.
 */
export function replaceDocument(url: string): void {
  window.location.replace(url);
}
