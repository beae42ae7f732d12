/** For another page's addresses; replacing the entry keeps Back where the visitor was. */
export function replaceDocument(url: string): void {
  window.location.replace(url);
}
