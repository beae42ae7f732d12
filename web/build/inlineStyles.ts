import type { OutputAsset, OutputBundle } from "rolldown";

// The whole stylesheet (`cssCodeSplit: false`, about 8 KB gzip) is inlined so first paint waits
// for no request and no navigation fetches CSS.
export function inlineStylesheets(html: string, bundle: OutputBundle): string {
  return html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (_, file) => {
    const asset = bundle[file] as OutputAsset | undefined;
    if (asset?.type !== "asset") throw new Error(`inlineStylesheets: ${file} is not in the build`);
    const css =
      typeof asset.source === "string" ? asset.source : new TextDecoder().decode(asset.source);
    // Nothing in a stylesheet may end the <style> element early.
    if (/<\/style/i.test(css)) throw new Error(`inlineStylesheets: ${file} contains "</style"`);
    return `<style>${css}</style>`;
  });
}

/** Fails the build if a lazy chunk would still fetch its own stylesheet. */
export function assertSingleStylesheet(bundle: OutputBundle): void {
  const sheets = Object.keys(bundle).filter((file) => file.endsWith(".css"));
  if (sheets.length !== 1) {
    throw new Error(
      `expected one stylesheet (build.cssCodeSplit: false), found ${sheets.join(", ")}`,
    );
  }
}
