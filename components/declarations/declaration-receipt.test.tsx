/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { DeclarationReceipt } from '@/components/declarations/declaration-receipt';
import { CountryProvider } from '@/components/ui/country-context';
import { DECLARATION_FORM } from '@/content/declarations';
import { WITHDRAWAL_FORM, WITHDRAWAL_RECEIPT } from '@/content/withdrawal';
import type { Country } from '@/lib/countries/countries';

// `Speichern` in jsdom: the file the visitor gets is the Blob handed to
// URL.createObjectURL, which jsdom lacks and this test stands in for; jsdom's
// Blob has no text(), so a FileReader reads it.

const saved: Blob[] = [];

beforeAll(() => {
  URL.createObjectURL = (blob: Blob | MediaSource) => (saved.push(blob as Blob), 'blob:receipt');
  URL.revokeObjectURL = () => undefined;
  // An anchor's download would be a navigation, which jsdom does not implement.
  HTMLAnchorElement.prototype.click = () => undefined;
});

beforeEach(() => {
  saved.length = 0;
});

const outcome = {
  reference: 'W-20261126-ABC123',
  receipt: {
    heading: WITHDRAWAL_RECEIPT.heading,
    lines: [{ label: 'Eingangsnummer', value: 'W-20261126-ABC123' }],
    nextSteps: WITHDRAWAL_RECEIPT.nextSteps,
  },
  mail: 'sent' as const,
  email: 'ana@example.ch',
};

async function savedOn(country: Country) {
  render(
    <CountryProvider country={country}>
      <DeclarationReceipt
        outcome={outcome}
        title="Vertrag widerrufen"
        fileName={WITHDRAWAL_FORM.fileName}
        mail={WITHDRAWAL_FORM.mail}
        startOver={{ label: WITHDRAWAL_FORM.startOver, onClick: () => undefined }}
      />
    </CountryProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: DECLARATION_FORM.save }));
  expect(saved).toHaveLength(1);
  const reader = new FileReader();
  const read = new Promise((resolve) => reader.addEventListener('load', resolve));
  reader.readAsText(saved[0]!);
  await read;
  return String(reader.result);
}

test('a receipt saved on a Swiss page says lang="de-CH", whatever the document says', async () => {
  // The country the form knows decides, not the page's <html>.
  document.documentElement.lang = 'de';
  expect(await savedOn('CH')).toMatch(/^<!doctype html><html lang="de-CH"><head>/);
});

test('a receipt saved on a German page says lang="de"', async () => {
  document.documentElement.lang = 'de-CH';
  expect(await savedOn('DE')).toMatch(/^<!doctype html><html lang="de"><head>/);
});
