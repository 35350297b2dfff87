// The overlay's `Einstellungen`, in a module of their own: the settings load when
// a visitor opens them (components/consent/consent-settings.tsx), and the
// bundler ships a module whole, so beside the overlay's words in content/consent.ts
// these would come with every landing's first load.

/** The overlay's `Einstellungen`: one box per purpose, TikTok's with its transfer to China, loaded when opened. */
export const CONSENT_SETTINGS_COPY = {
  save: 'Auswahl speichern',
  purposes: {
    statistics: {
      label: 'Statistik',
      text: 'Amplitude zählt Seitenaufrufe, Klicks und Ladezeiten, damit wir sehen, was hilft, und setzt dafür Cookies (AMP_…, ein Jahr); Ereignisse, die noch nicht gesendet sind, hält es bis dahin im Speicher Ihres Browsers. Amplitude erhält Ihre IP-Adresse, bestimmt daraus ungefähr, wo Sie sind (Land, Region, Stadt), speichert die Adresse selbst aber nicht. Erlauben Sie auch Marketing, zählt auf unseren Seiten für Erwachsene zudem Google Analytics die Besuche und setzt dafür Cookies.',
    },
    marketing: {
      label: 'Marketing',
      text: 'Google Ads und Meta messen, ob unsere Werbung ankommt, und spielen sie gezielt aus, auch an Besucherinnen und Besucher dieser Seiten. Dafür laden wir den Google Tag Manager; die Dienste setzen Cookies und erhalten Ihre IP-Adresse und Angaben zu Ihrem Browser, auch in den USA. Nur auf unseren Seiten für Erwachsene ohne Formular, nie dort, wo Kinder lesen.',
    },
    tiktok: {
      label: 'TikTok',
      text: 'Das TikTok-Pixel misst, ob unsere Werbung auf TikTok ankommt; es setzt ein Cookie und erhält Ihre IP-Adresse und Angaben zu Ihrem Browser. Beschäftigte von TikTok in China können auf diese Daten zugreifen. China gilt weder in der EU noch in der Schweiz als Land mit angemessenem Datenschutz, und die irische Datenschutzbehörde hat 2025 entschieden, dass TikTok nicht nachgewiesen hat, dass die Vertragsklauseln, auf die es sich stützt, diesen Zugriff ausreichend absichern (TikTok hat dagegen Rechtsmittel eingelegt). Das Risiko: Behörden in China können die Daten nach dortigem Recht verlangen, und Ihre Rechte können Sie dort kaum durchsetzen. Nur auf unseren Seiten für Erwachsene ohne Formular, nie dort, wo Kinder lesen.',
    },
  },
} as const;
