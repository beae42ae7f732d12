/**
 * For addresses another of the site's pages serves (the console's links into the shop); replacing
 * the history entry keeps Back returning to where the visitor was.
 */
export function replaceDocument(url: string): void {
  window.location.replace(url);
}
