export default function StudentLanding() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-16">
      <h1 className="text-4xl font-bold tracking-tight text-brand-900">
        Dein persönlicher KI-Mathetutor
      </h1>
    </section>
  );
}
