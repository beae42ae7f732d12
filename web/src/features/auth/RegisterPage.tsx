export default function RegisterPage() {
  return (
    <section className="page">
      <h1>Sign Up</h1>
    </section>
  );
}
