export default function CartPage() {
  return (
    <section className="page">
      <h1>Cart</h1>
    </section>
  );
}
