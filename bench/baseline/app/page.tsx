export default function Page() {
  return (
    <main>
      <h1>Dein persönlicher KI-Mathetutor</h1>
    </main>
  );
}
