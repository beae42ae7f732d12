export default function MyOrdersPage() {
  return (
    <section className="page">
      <h1>My Orders</h1>
    </section>
  );
}
