import { firestorePaths, type TaxDocument } from "@shop/domain";
import { getAuthClient } from "../../../lib/firebase";
import {
  databaseName,
  fromRestFields,
  postDocuments,
  type RestFields,
} from "../../../lib/firestoreRest";

// The invoice and credit notes the functions issued (docs/invoices.md): one REST read under the
// rules (the buyer's own, or an admin's), and the PDF from the taxDocumentPdf callable.

/** The documents by number, in the order asked; one not stored (yet) is left out. */
export async function readTaxDocuments(numbers: readonly string[]): Promise<TaxDocument[]> {
  const { currentUser } = await getAuthClient();
  if (!currentUser) throw new Error("Nobody is signed in");
  const names = numbers.map((n) => `${databaseName()}/documents/${firestorePaths.taxDocument(n)}`);
  const answers = await postDocuments<{ found?: { fields?: RestFields } }[]>(
    ":batchGet",
    { documents: names },
    await currentUser.getIdToken(),
  );
  // batchGet answers in any order: match each back by its number.
  const found = answers.flatMap(({ found }) => (found ? [fromRestFields(found.fields)] : []));
  return numbers.flatMap((number) => {
    const data = found.find((doc) => doc.number === number);
    return data && data.issuedAt instanceof Date ? [data as unknown as TaxDocument] : [];
  });
}

/** Saves the document's A4 PDF under the name the server gives it; fails in the shopper's words. */
export async function downloadTaxDocument(number: string): Promise<void> {
  try {
    // The callables' client loads on the first download, not with the page.
    const { call } = await import("../../../lib/callables");
    const { filename, pdf } = await call("taxDocumentPdf", { number });
    const bytes = Uint8Array.from(atob(pdf), (c) => c.charCodeAt(0));
    saveFile(filename, new Blob([bytes], { type: "application/pdf" }));
  } catch (error) {
    console.error("Could not download", number, error);
    const { failureText } = await import("../../../lib/callableContracts");
    throw new Error(failureText("taxDocumentPdf", error), { cause: error });
  }
}

/** Hands a file to the browser's downloads, as a link the shopper clicked would. */
export function saveFile(filename: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement("a"), { href: url, download: filename });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
