export default function PaymentPage() {
  return (
    <section className="page">
      <h1>Checkout</h1>
    </section>
  );
}
