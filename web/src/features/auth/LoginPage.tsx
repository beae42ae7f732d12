export default function LoginPage() {
  return (
    <section className="page">
      <h1>Sign In</h1>
    </section>
  );
}
