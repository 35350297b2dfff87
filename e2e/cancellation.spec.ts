import { readFileSync } from 'node:fs';
import { formatDate, siteDate } from '@/lib/core/site-time';
import { axeViolations } from './axe';
import {
  CONTACT_EMAIL,
  CONTRACT_REFUSED,
  MAIL_DOMAIN,
  NAME_REFUSED,
  RELAY_CONTRACT,
  RELAY_NAMES,
  cancelFields,
  chooseContract,
  declarationMails,
  fillCancellation,
  fillIdentity,
  expectMailsOnceAccepted,
  receivedToday,
  serveWithStoreDown,
  expectNotReceivedPage,
  sendAndAnswer,
} from './declaration-helpers';
import { E2E_MAIL_ARCHIVE as ARCHIVE_EMAIL, E2E_ORIGINS, E2E_PORT, extraPort } from './e2e-env.mjs';
import { expect, openBeforeHydration, test } from './fixtures';
import { run, serveCheckoutStandIns, smtp } from './premium-helpers';

// § 312k BGB: Verträge hier kündigen. The notices are mailed through the
// checkout's SMTP stand-in, so this file serves the checkout's stand-ins.

serveCheckoutStandIns();

test.describe('Verträge hier kündigen (§ 312k BGB)', () => {
  test('from the footer to a confirmation on the page and two e-mails', async ({ page }) => {
    // A whole cancellation with its two mails: 13 s alone, 25 to 27 s beside another worker.
    test.setTimeout(60_000);
    await page.goto('/eltern');
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Verträge hier kündigen' })
      .click();
    await expect(page).toHaveURL(/\/vertraege-kuendigen$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verträge hier kündigen');
    await fillCancellation(page);
    // The end of an extraordinary cancellation defaults to as soon as possible.
    await expect(page.getByRole('radio', { name: 'So bald wie möglich' })).toBeChecked();
    const button = page.getByRole('button', { name: 'Jetzt kündigen', exact: true });
    await expect(button).toHaveText('Jetzt kündigen');
    await button.click();

    const receipt = page.locator('[data-receipt]');
    await expect(
      receipt.getByRole('heading', { name: 'Ihre Kündigung ist bei uns eingegangen' }),
    ).toBeFocused();
    const today = formatDate(siteDate(new Date()));
    await expect(receipt).toContainText('Außerordentliche Kündigung aus wichtigem Grund');
    await expect(receipt).toContainText('Wir ziehen ins Ausland.');
    await expect(receipt).toContainText('Mit Eingang dieser Kündigung');
    await expect(receipt).toContainText(receivedToday(today));
    await expect(receipt).toContainText('Gekündigter VertragRechenweg Premium');
    await expect(receipt).toContainText('Ihr kostenloses Rechenweg-Konto bleibt bestehen.');
    const reference = (await receipt.locator('dd').last().textContent())!;
    expect(reference).toMatch(/^K-\d{8}-[0-9A-F]{6}$/);
    // Answered once the mail server took the address: the page says it was sent.
    await expect(receipt).toContainText(
      `Eingangsnummer haben wir an ${cancelFields.email} gesendet.`,
    );

    // Two e-mails, as the SMTP server parsed them: the business's and the buyer's.
    const [toBusiness, toBuyer] = await declarationMails();
    expect(toBusiness.envelope.to).toEqual([CONTACT_EMAIL]);
    expect(toBusiness.mail.replyTo?.value[0]?.address).toBe(cancelFields.email);
    expect(toBusiness.mail.subject).toBe(
      `Kündigung ${reference}: Rechenweg Premium – Außerordentliche Kündigung aus wichtigem Grund`,
    );
    expect(toBuyer.envelope.to).toEqual([cancelFields.email, ARCHIVE_EMAIL]);
    expect(toBuyer.mail.subject).toBe(
      `Ihre Kündigung bei Rechenweg ist eingegangen (${reference})`,
    );
    // Both get the content (§ 312k Abs. 4 BGB): who cancelled which contract, how,
    // why and when; the typed address, which nobody confirmed, the reason as plain text.
    expect(toBusiness.mail.text).toContain('Grund: Wir ziehen ins Ausland.');
    expect(toBusiness.mail.text).toContain(`${cancelFields.email} ist nicht bestätigt`);
    expect(toBuyer.mail.text).toContain('Grund: Wir ziehen ins Ausland.');
    for (const mail of [toBusiness, toBuyer]) {
      const text = mail.mail.text!;
      expect(text).toContain('Gekündigter Vertrag: Rechenweg Premium');
      expect(text).toContain('Art der Kündigung: Außerordentliche Kündigung aus wichtigem Grund');
      expect(text).toContain(`Name: ${cancelFields.name}`);
      expect(text).toContain(`Bestellnummer oder Konto: ${cancelFields.contract}`);
      expect(text).toMatch(
        new RegExp(
          `Mit „Jetzt kündigen“ abgegeben und eingegangen: ${receivedToday(today).source}`,
        ),
      );
      expect(text).toContain(`Eingangsnummer: ${reference}`);
    }

    // The confirmation can be saved as a file of its own, and survives a reload.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Bestätigung speichern' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`Kuendigung-${reference}.html`);
    const saved = readFileSync(await download.path(), 'utf8');
    expect(saved).toContain('Ihre Kündigung ist bei uns eingegangen');
    expect(saved).toContain(reference);
    expect(saved).toContain('Wir ziehen ins Ausland.');
    expect(saved).toContain('<dt>Mit „Jetzt kündigen“ abgegeben und eingegangen</dt>');
    await page.reload();
    await expect(page.locator('[data-receipt]')).toContainText(reference);
    await page.setViewportSize({ width: 1280, height: 900 });
    const violations = await axeViolations(page);
    expect(violations.map((violation) => violation.id)).toEqual([]);
  });

  test('is no mail relay: a typed address gets free text only defanged, and no more than three a day from one client', async ({
    request,
  }) => {
    const phishing =
      'Kunde. WICHTIG: Ihr Konto wird gesperrt - bestätigen Sie unter https://evil.example/login';
    const victim = `victim@${MAIL_DOMAIN}`;
    const post = (i: number, fields: Record<string, string>) =>
      request.post('/api/kuendigung', {
        headers: {
          'X-Real-IP': `198.18.${run}.${200 + i}`,
          Origin: `http://localhost:${E2E_PORT}`,
        },
        data: {
          product: 'premium',
          kind: 'extraordinary',
          reason: phishing,
          name: 'Eva Strauß',
          email: victim,
          contract: 'E2E00000000000001',
          when: 'asap',
          date: '',
          ...fields,
        },
      });
    // A message in the name or as the contract is refused, and nothing is sent.
    const refused = await post(9, { name: RELAY_NAMES[0]!, contract: RELAY_CONTRACT });
    expect(refused.status()).toBe(422);
    expect(await refused.json()).toEqual({
      errors: { name: NAME_REFUSED, contract: CONTRACT_REFUSED },
    });
    const answers = [];
    // From one client: its window for the mailbox (another's would be its own).
    for (let i = 0; i < 4; i++) answers.push(await (await post(1, {})).json());
    expect(answers.map((answer) => answer.mailed)).toEqual([true, true, true, false]);
    const mails = await smtp.waitFor(8);
    const toVictim = mails.filter((mail) => mail.envelope.to.includes(victim));
    expect(toVictim).toHaveLength(3);
    // The fourth receipt is the archive's alone: the record is kept, the inbox spared. The
    // outbox sends after the answers, in parallel, so each receipt is found by its reference.
    const archived = mails.filter((mail) => mail.envelope.to.includes(ARCHIVE_EMAIL));
    const receiptTo = (reference: string) =>
      archived
        .filter((mail) => mail.mail.text?.includes(reference))
        .map((mail) => mail.envelope.to);
    expect(answers.map((answer) => receiptTo(answer.reference))).toEqual([
      ...Array(3).fill([[victim, ARCHIVE_EMAIL]]),
      [[ARCHIVE_EMAIL]],
    ]);
    for (const mail of toVictim) {
      for (const part of [mail.mail.subject, mail.mail.text, mail.mail.html]) {
        expect(part).not.toContain('evil.example');
        expect(part).not.toContain('https://');
      }
      expect(mail.mail.text).toContain('unter https[://]evil[.]example/login');
      expect(mail.mail.text).toContain(
        'Art der Kündigung: Außerordentliche Kündigung aus wichtigem Grund',
      );
    }
    // Every notice reaches the business, the fourth too: the cancellation is never refused.
    const toBusiness = mails.filter((mail) => mail.envelope.to.includes(CONTACT_EMAIL));
    expect(toBusiness).toHaveLength(4);
    for (const mail of toBusiness) {
      expect(mail.mail.text).toContain(`${victim} ist nicht bestätigt`);
      expect(mail.mail.text).toContain(`Grund: ${phishing}`);
    }
  });

  test('a mail server that refuses delays the e-mails, not the cancellation: the receipt at once, each mail once it accepts', async ({
    page,
  }) => {
    await page.goto('/vertraege-kuendigen');
    await fillCancellation(page);
    await page.getByRole('radio', { name: 'Zu einem bestimmten Datum' }).check();
    const tomorrow = siteDate(new Date(Date.now() + 86_400_000));
    await page.getByLabel('Gewünschtes Datum').fill(tomorrow);
    // What was typed survives a reload before sending, too.
    await page.reload();
    await expect(page.getByLabel('Ihr Name')).toHaveValue(cancelFields.name);
    await expect(page.getByLabel('Gewünschtes Datum')).toHaveValue(tomorrow);

    smtp.refuse = 451;
    const answer = await sendAndAnswer(
      page,
      `${new URL(page.url()).origin}/api/kuendigung`,
      'Jetzt kündigen',
    );
    // Received once stored in the outbox: a refusal for now is no refusal of the cancellation.
    expect(await answer.json()).toMatchObject({ mailed: false, mail: 'pending' });
    const receipt = page.locator('[data-receipt]');
    await expect(receipt).toContainText(`Zum ${formatDate(tomorrow)}`);
    await expect(page.getByRole('alert').filter({ hasText: 'Ihre Kündigung' })).toHaveCount(0);
    const mails = await expectMailsOnceAccepted(receipt, cancelFields.email);
    for (const mail of mails) {
      expect(mail.mail.text).toContain(`Vertragsende: Zum ${formatDate(tomorrow)}`);
    }
  });

  test.describe('with the outbox’s store down', () => {
    const site = serveWithStoreDown(extraPort(12));
    const notReceived = `Ihre Kündigung ist nicht bei uns eingegangen: Unser Server konnte sie gerade nicht speichern. Ihre Eingaben bleiben erhalten: Bitte versuchen Sie es in ein paar Minuten noch einmal oder kündigen Sie per E-Mail an ${CONTACT_EMAIL}.`;

    test('a cancellation is not received: the German message with the contact address, every field kept, nothing sent', async ({
      page,
    }) => {
      await page.goto(`${site}/vertraege-kuendigen`);
      await fillCancellation(page);
      await page.getByRole('radio', { name: 'Zu einem bestimmten Datum' }).check();
      const tomorrow = siteDate(new Date(Date.now() + 86_400_000));
      await page.getByLabel('Gewünschtes Datum').fill(tomorrow);
      const answer = await sendAndAnswer(page, `${site}/api/kuendigung`, 'Jetzt kündigen');
      expect(answer.status()).toBe(503);
      // Next's route announcer is an alert too.
      await expect(page.getByRole('alert').filter({ hasText: 'Ihre Kündigung' })).toHaveText(
        notReceived,
      );
      await expect(page.locator('[data-receipt]')).toHaveCount(0);
      await expect(page.getByRole('radio', { name: /Außerordentlich/ })).toBeChecked();
      await expect(page.getByLabel('Grund der außerordentlichen Kündigung')).toHaveValue(
        'Wir ziehen ins Ausland.',
      );
      await expect(page.getByLabel('Ihr Name')).toHaveValue(cancelFields.name);
      await expect(page.getByLabel('Ihre E-Mail-Adresse')).toHaveValue(cancelFields.email);
      await expect(
        page.getByLabel('Bestellnummer oder E-Mail-Adresse des Rechenweg-Kontos'),
      ).toHaveValue(cancelFields.contract);
      await expect(page.getByLabel('Gewünschtes Datum')).toHaveValue(tomorrow);
      expect(smtp.messages).toHaveLength(0);
      expect(smtp.refused).toBe(0);
    });

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false });

      test('a cancellation not received comes as a German page with the contact address', async ({
        page,
      }) => {
        await page.goto(`${site}/vertraege-kuendigen`);
        await fillCancellation(page);
        const answer = await sendAndAnswer(page, `${site}/api/kuendigung`, 'Jetzt kündigen');
        expect(answer.status()).toBe(503);
        await expectNotReceivedPage(page, notReceived);
      });
    });
  });

  test('bad input gets German messages and sends nothing', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    await page.goto('/vertraege-kuendigen');
    await page.getByLabel('Ihre E-Mail-Adresse').fill('eva@');
    await page.getByRole('button', { name: 'Jetzt kündigen' }).click();
    await expect(page.getByText('Bitte prüfen Sie die markierten Angaben.')).toBeVisible();
    // The first question is now which contract.
    await expect(page.getByRole('radio', { name: /^Premium:/ })).toBeFocused();
    await expect(
      page.getByRole('radiogroup', { name: 'Was möchten Sie kündigen?' }),
    ).toHaveAttribute('aria-invalid', 'true');
    for (const message of [
      'Bitte wählen Sie, was Sie kündigen möchten: Premium oder Ihr Rechenweg-Konto.',
      'Bitte wählen Sie, ob Sie ordentlich oder außerordentlich kündigen.',
      'Bitte geben Sie Ihren Namen an.',
      'Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@beispiel.de.',
      'Bitte geben Sie die Bestellnummer oder die E-Mail-Adresse des Rechenweg-Kontos an.',
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await expect(page.getByLabel('Ihre E-Mail-Adresse')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Ihre E-Mail-Adresse')).toHaveValue('eva@');
    const violations = await axeViolations(page);
    expect(violations.map((violation) => violation.id)).toEqual([]);
    expect(posts.filter((url) => url.includes('/api/kuendigung'))).toEqual([]);
  });

  test('Swiss pages cancel in Swiss spelling', async ({ page }) => {
    await page.goto(`${E2E_ORIGINS.CH}/vertraege-kuendigen`);
    await page.getByRole('radio', { name: /Ausserordentlich/ }).check();
    await expect(page.getByLabel(/Grund der ausserordentlichen Kündigung/)).toBeVisible();
    await page.getByRole('button', { name: 'Jetzt kündigen' }).click();
    await expect(page.getByText('Bitte geben Sie Ihren Namen an.')).toBeVisible();
  });

  test('an ordinary cancellation ends with the paid term; the reason of an extraordinary one may stay empty', async ({
    page,
  }) => {
    await page.goto('/vertraege-kuendigen');
    await chooseContract(page, 'Premium');
    const ordinary = page.getByRole('radio', { name: /^Ordentlich/ });
    await expect(ordinary).toHaveAccessibleName('Ordentlich: zum Ende des bezahlten Zeitraums');
    await ordinary.check();
    await expect(page.getByRole('radio', { name: 'So bald wie möglich' })).toHaveCount(0);
    await fillIdentity(page, cancelFields);
    await page.getByRole('button', { name: 'Jetzt kündigen' }).click();
    const receipt = page.locator('[data-receipt]');
    await expect(receipt).toContainText('VertragsendeZum Ende des bezahlten Zeitraums');
    await expect(receipt).toContainText(
      'bestätigen wir Ihnen per E-Mail das Datum, an dem er endet',
    );
    await smtp.waitFor(2);

    await page.getByRole('button', { name: 'Einen weiteren Vertrag kündigen' }).click();
    await chooseContract(page, 'Premium');
    await page.getByRole('radio', { name: /Außerordentlich/ }).check();
    await fillIdentity(page, cancelFields);
    await page.getByRole('button', { name: 'Jetzt kündigen' }).click();
    await expect(receipt).toContainText('Außerordentliche Kündigung aus wichtigem Grund');
    await expect(receipt.locator('dt', { hasText: /^Grund$/ })).toHaveCount(0);
    // Its mails too, before the next test counts its own.
    await smtp.waitFor(4);
  });

  test('asks which contract: cancelling the account closes it, and the receipts say so', async ({
    page,
  }) => {
    await page.goto('/vertraege-kuendigen');
    const premium = page.getByRole('radio', { name: /^Premium:/ });
    await expect(premium).toHaveAccessibleName(
      'Premium: das bezahlte Premium. Ihr kostenloses Rechenweg-Konto bleibt bestehen.',
    );
    await chooseContract(page, 'Rechenweg-Konto');
    await page.getByRole('radio', { name: /^Ordentlich/ }).check();
    await fillIdentity(page, cancelFields);
    await page.getByRole('button', { name: 'Jetzt kündigen' }).click();
    const receipt = page.locator('[data-receipt]');
    await expect(receipt).toContainText('Gekündigter VertragRechenweg-Konto');
    await expect(receipt).toContainText('VertragsendeSofort, bei laufendem Premium zu dessen Ende');
    await expect(receipt).toContainText('Wir schließen Ihr Rechenweg-Konto.');
    await expect(receipt).not.toContainText('bleibt bestehen');
    const [toBusiness, toBuyer] = await declarationMails();
    expect(toBusiness.mail.subject).toMatch(/: Rechenweg-Konto – Ordentliche Kündigung$/);
    for (const mail of [toBusiness, toBuyer]) {
      expect(mail.mail.text).toContain('Gekündigter Vertrag: Rechenweg-Konto');
    }
    expect(toBuyer.mail.text).toContain('Wir schließen Ihr Rechenweg-Konto.');
  });

  test('refuses a link, a phone number or markup as the name, and free text as the contract, in German under the field', async ({
    page,
  }) => {
    await page.goto(`${E2E_ORIGINS.CH}/vertraege-kuendigen`);
    await chooseContract(page, 'Premium');
    await page.getByRole('radio', { name: /^Ordentlich/ }).check();
    await fillIdentity(page, cancelFields);
    const name = page.getByLabel('Ihr Name');
    const contract = page.getByLabel('Bestellnummer oder E-Mail-Adresse des Rechenweg-Kontos');
    await contract.fill(RELAY_CONTRACT);
    for (const relay of RELAY_NAMES) {
      await name.fill(relay);
      await page.getByRole('button', { name: 'Jetzt kündigen' }).click();
      await expect(name).toHaveAccessibleDescription(NAME_REFUSED);
      await expect(contract).toHaveAccessibleDescription(
        new RegExp(`${CONTRACT_REFUSED.replace(/[.()]/g, '\\$&')}$`),
      );
    }
    await expect(page.locator('[data-receipt]')).toHaveCount(0);
    expect(smtp.messages).toHaveLength(0);
  });
});

// With JavaScript off the form posts itself (§ 312k BGB: the button must always
// work), and the endpoint answers with the confirmation as a page.
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const [country, origin] of Object.entries(E2E_ORIGINS)) {
    test(`the form posts and the confirmation comes as a page (${country})`, async ({ page }) => {
      await page.goto(`${origin}/vertraege-kuendigen`);
      await expect(page.getByLabel(/Grund der au(ß|ss)erordentlichen Kündigung/)).toBeHidden();
      await chooseContract(page, 'Premium');
      await page.getByRole('radio', { name: /^Au(ß|ss)erordentlich/ }).check();
      // Shown by CSS alone, as the choice asks for it.
      const reason = page.getByLabel(/Grund der au(ß|ss)erordentlichen Kündigung/);
      await expect(reason).toBeVisible();
      await reason.fill('Wir ziehen ins Ausland.');
      await fillIdentity(page, cancelFields);
      const [post] = await Promise.all([
        page.waitForRequest((request) => request.url() === `${origin}/api/kuendigung`),
        page.getByRole('button', { name: 'Jetzt kündigen', exact: true }).click(),
      ]);
      expect(post.method()).toBe('POST');
      await expect(page).toHaveURL(`${origin}/api/kuendigung`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Ihre Kündigung ist bei uns eingegangen',
      );
      const body = page.locator('body');
      await expect(body).toContainText('Rechenweg Premium');
      await expect(body).toContainText('Wir ziehen ins Ausland.');
      await expect(body).toContainText(cancelFields.name);
      await expect(body).toContainText(receivedToday(formatDate(siteDate(new Date()))));
      await expect(body).toContainText(
        country === 'CH'
          ? 'Ausserordentliche Kündigung aus wichtigem Grund'
          : 'Außerordentliche Kündigung aus wichtigem Grund',
      );
      const [, toBuyer] = await declarationMails();
      expect(toBuyer.mail.text).toContain('Gekündigter Vertrag: Rechenweg Premium');
    });
  }

  test('a missing choice comes back as a German page with the way back', async ({ page }) => {
    await page.goto('/vertraege-kuendigen');
    await fillIdentity(page, cancelFields);
    await page.getByRole('button', { name: 'Jetzt kündigen' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Bitte prüfen Sie Ihre Angaben',
    );
    await expect(page.getByRole('listitem')).toHaveText([
      'Was möchten Sie kündigen? Bitte wählen Sie, was Sie kündigen möchten: Premium oder Ihr Rechenweg-Konto.',
      'Wie möchten Sie kündigen? Bitte wählen Sie, ob Sie ordentlich oder außerordentlich kündigen.',
    ]);
    await expect(
      page.getByRole('link', { name: 'Zurück zum Formular „Verträge hier kündigen“' }),
    ).toHaveAttribute('href', '/vertraege-kuendigen');
    expect(smtp.messages).toHaveLength(0);
  });
});

// As on /premium (premium-early-click.spec.ts): what is clicked before the
// page's scripts have run happens once the page is interactive.
test.describe('before the page’s scripts have run', () => {
  test('`Jetzt kündigen` is given once the page is interactive, with every field', async ({
    page,
  }) => {
    const early = await openBeforeHydration(page, '/vertraege-kuendigen');
    await chooseContract(page, 'Premium');
    await page.getByRole('radio', { name: /Ordentlich/ }).check();
    await fillIdentity(page, cancelFields);
    await page.getByRole('button', { name: 'Jetzt kündigen', exact: true }).click();
    await early.hydrate();

    const receipt = page.locator('[data-receipt]');
    await expect(receipt).toContainText('Ordentliche Kündigung');
    await expect(receipt).toContainText(cancelFields.name);
    const [, toBuyer] = await declarationMails();
    expect(toBuyer.envelope.to).toEqual([cancelFields.email, ARCHIVE_EMAIL]);
    expect(early.navigations).toEqual([`${new URL(page.url()).origin}/vertraege-kuendigen`]);
  });
});
