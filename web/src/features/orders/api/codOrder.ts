/** The shopper's cancel of a COD order not yet shipped (docs/cod.md); fails in the server's words. */
export async function cancelCodOrder(orderId: string): Promise<void> {
  // The callables' client loads on the first cancel, not with the page.
  const { callInWords } = await import("../../../lib/callables");
  await callInWords("cancelCodOrder", { orderId });
}
